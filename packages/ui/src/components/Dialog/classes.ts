// The dialog's and its buttons' class names without the React component, for markup built without
// React that must look the same (the consent settings of `@landing/site-kit`): taken from the
// component's entry, they would bring React into a page that otherwise loads none.
export * from './Dialog.css.js';
