export { AuthorEditor, type AuthorEditorProps } from './AuthorEditor.js';
