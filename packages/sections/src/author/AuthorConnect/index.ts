export { AuthorConnect, type AuthorConnectProps } from './AuthorConnect.js';
