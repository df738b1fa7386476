import { coverTemplates } from './templates.js';

/**
 * Las descripciones de las plantillas de portada, por número. Solo las muestra la vista previa de
 * la galería, así que la página no las lleva: el navegador carga este módulo junto con la galería
 * (`@landing/content/gallery/es`), en cuanto empieza a responder al primer toque.
 */
export const coverDescriptions: Readonly<Record<number, string>> = Object.fromEntries(
  coverTemplates.map(({ id, description }) => [id, description]),
);
