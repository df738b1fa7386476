export { AuthorHaveBook, type AuthorHaveBookProps } from './AuthorHaveBook.js';
