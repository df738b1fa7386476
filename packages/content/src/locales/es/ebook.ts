import type { Messages } from '../../messages.js';

/** Textos de la landing del generador de ebooks. */
export const ebook: Messages['ebook'] = {
  hero: {
    modes: {
      label: '¿Qué quieres hacer?',
      create: 'Crear un libro con IA',
      have: 'Ya tengo un libro',
    },
    create: {
      headline: 'De una idea a un ebook terminado',
      subheadline:
        'Elige un tema y cuántos capítulos quieres. Inkwell AI los escribe, los ilustra, diseña la portada y te entrega un PDF listo para publicar.',
      primaryCta: 'Empieza gratis',
      secondaryCta: 'Ver demo',
    },
  },
};
