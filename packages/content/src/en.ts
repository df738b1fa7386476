/** English copy only, so a page ships just its own locale. */
export { en as messages, en } from './locales/en/index.js';
