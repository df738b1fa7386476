/** Spanish copy only, so a page ships just its own locale. */
export { es as messages, es } from './locales/es/index.js';
