export { AuthorUpload, type AuthorUploadProps } from './AuthorUpload.js';
