import type { Messages } from '../../messages.js';

/** Título (≤ 60 caracteres) y descripción (≤ 155) de cada ruta, por sitio. */
export const seo: Messages['seo'] = {
  ebook: {
    home: {
      title: 'Escribir un libro con IA y publicarlo – Inkwell AI',
      description:
        'Escribe un libro con IA: dale un tema a Inkwell AI y recibe un borrador terminado con capítulos, imágenes y portada, en PDF o DOCX. Empieza gratis.',
    },
    notFound: {
      title: 'Página no encontrada – Inkwell AI',
      description:
        'Esta página no existe. Vuelve a Inkwell AI para crear y publicar ebooks con IA.',
    },
  },
  author: {
    home: {
      title: 'Publica tu libro: te quedas con el 85\u00a0% – Inkwell AI',
      description:
        'Sube tu manuscrito en DOCX, púlelo con un editor con IA, fija tu precio y vende en nuestro marketplace. Regalías del 85\u00a0% y pagos mensuales.',
    },
    notFound: {
      title: 'Página no encontrada – Inkwell AI para autores',
      description: 'Esta página no existe. Vuelve a Inkwell AI para publicar y vender tu libro.',
    },
  },
  example: {
    home: {
      title: 'Publica el libro que ya escribiste – ejemplo de Inkwell AI',
      description:
        'El sitio de ejemplo de Inkwell AI: sube tu manuscrito, fija un precio y vende en nuestro marketplace. Cuatro pasos y las preguntas de los autores.',
    },
    notFound: {
      title: 'Página no encontrada – ejemplo de Inkwell AI',
      description:
        'Esta página no existe. Vuelve a la página de inicio del ejemplo para ver cómo se publica con Inkwell AI.',
    },
  },
};
