import { coverTemplates } from './templates.js';

/**
 * The cover templates' descriptions by template id. Only the gallery's preview dialog shows them,
 * so the page does not carry them: the browser loads this module with the gallery
 * (`@landing/content/gallery/en`), as it starts to answer the visitor's first tap.
 */
export const coverDescriptions: Readonly<Record<number, string>> = Object.fromEntries(
  coverTemplates.map(({ id, description }) => [id, description]),
);
