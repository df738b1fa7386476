import type { Messages } from '../../messages.js';

/** Textos de la landing para autores. */
export const author: Messages['author'] = {
  hero: {
    badge: 'Para autores con el manuscrito terminado',
    headline: 'Tu libro ya está escrito. Ahora, que te dé ingresos.',
    subheadline:
      'Sube tu DOCX, pule el texto con un editor con IA, crea la portada con IA, fija tu precio y publica en nuestro marketplace. Te quedas el 85% de cada venta, o el 100% con tu propio checkout.',
    primaryCta: 'Publica tu libro',
  },
  strip: {
    heading: 'A la venta ahora en el marketplace',
    loading: 'Cargando libros',
    viewAll: 'Explorar el marketplace',
  },
};
