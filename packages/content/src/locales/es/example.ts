import type { Messages } from '../../messages.js';

/** Los textos propios del sitio de ejemplo (apps/example-site); el resto viene de `author`. */
export const example: Messages['example'] = {
  hero: {
    headline: 'Publica el libro que ya escribiste',
    text: 'Sube el manuscrito que ya tienes, fija un precio y empieza a vender en el marketplace de Inkwell AI.',
    cta: { label: 'Empieza gratis', action: 'register' },
  },
};
