import { CLAIMS } from '../../claims.js';
import { formatPrice, localizeClaim } from '../../formatters.js';
import type { Messages } from '../../messages.js';

// Las cifras salen de CLAIMS y las escriben los formateadores compartidos: sin coma de millares
// (6000, 45 000 con espacio de no separación, 4.9) y los precios como «USD 999.00».
const WORDS = localizeClaim(CLAIMS.trialWords, 'es');
const MAX_PRICE = formatPrice(CLAIMS.priceMax, 'es');
// Lo que da de sí la prueba, dicho igual en cada sitio que la ofrece (docs/PRODUCT.md §9.3).
const TRIAL_SCOPE = 'suficiente para una guía breve o tus primeros capítulos';

/**
 * Textos de la landing del generador de ebooks. `event`, `action`, `icon`, `colour`, `lang` y
 * `sample` son datos y no se traducen. Los botones van en mayúscula solo al principio, como se
 * escribe en español, y en imperativo con «tu» (docs/PRODUCT.md §7.12).
 */
export const ebook: Messages['ebook'] = {
  hero: {
    modes: {
      label: '¿Qué quieres hacer?',
      create: 'Crear un libro con IA',
      have: 'Ya tengo un libro',
    },
    create: {
      headline: 'De una idea al borrador completo de tu ebook',
      subheadline:
        'Elige un tema y cuántos capítulos quieres. En menos de 15 minutos, Inkwell AI los escribe, los ilustra, diseña la portada y te entrega un borrador terminado, listo para revisar y publicar.',
      primaryCta: 'Empieza gratis',
      primaryEvent: 'hero_start_trial',
      primaryAction: 'register',
      visualAlt:
        'El editor de Inkwell AI escribiendo un capítulo ilustrado, junto a la portada, los capítulos y el avance del libro',
      secondaryCta: 'Mira la demo',
      trust: [
        { id: 'no-card', text: 'Sin tarjeta de crédito' },
        { id: 'cancel', text: 'Cancela cuando quieras' },
        { id: 'words', text: `Hasta ${WORDS} palabras gratis` },
        { id: 'days', text: '7 días de prueba gratis' },
      ],
    },
    have: {
      heading: 'Publica el libro que ya escribiste',
    },
    demo: {
      title: 'Mira cómo Inkwell AI escribe un libro',
      videoTitle: 'Demo de Inkwell AI: de un tema a un borrador completo',
      close: 'Cerrar',
      cta: 'Empieza gratis',
    },
    benefits: {
      heading: 'Todo para llevar tu idea a un libro publicado',
      items: [
        {
          id: 'full-books',
          text: 'Libros de más de 90 páginas con estructura de verdad: capítulos, secciones e índice',
        },
        { id: 'speed', text: 'Un borrador terminado en menos de 15 minutos, no en meses' },
        { id: 'images', text: 'Una ilustración para cada capítulo y una portada diseñada con IA' },
        {
          id: 'formats',
          text: 'Descarga en PDF y DOCX para seguir editando y luego imprimir o vender',
        },
        { id: 'languages', text: 'Escribe en tu idioma y tradúcelo a más de 100 idiomas' },
        { id: 'ownership', text: 'Cada libro es tuyo: publícalo, véndelo o regálalo' },
      ],
      cta: { label: 'Escribe tu muestra gratis', event: 'hero_get_sample', action: 'register' },
      ctaNote: `Regístrate y escribe tu muestra gratis: hasta ${WORDS} palabras, ${TRIAL_SCOPE}.`,
    },
    showcase: {
      sections: [
        {
          id: 'manuscript',
          heading: 'De una sola frase a un manuscrito completo',
          text: 'Cuéntale a Inkwell AI de qué trata tu libro y cuántos capítulos necesita. Primero prepara el índice y luego escribe cada capítulo con una misma voz, para que empieces corrigiendo un borrador real y no mirando una página en blanco.',
          image: {
            path: '2025/03/outline-to-manuscript.svg',
            alt: 'Un índice de cinco capítulos que se convierte en páginas escritas',
          },
        },
        {
          id: 'illustrations',
          heading: 'Imágenes para cada capítulo y una portada que vende',
          text: 'Cada capítulo recibe su propia ilustración con un estilo coherente, y la IA diseña la portada a partir del título y el género de tu libro. Parte de una de las 20 plantillas de portada o deja que te sorprenda.',
          image: {
            path: '2025/03/chapter-illustrations.svg',
            alt: 'Tres páginas de capítulos ilustradas junto a la portada terminada de un libro',
          },
        },
        {
          id: 'lead-magnets',
          heading: 'Lead magnets y más de 50 tareas de marketing',
          text: 'Convierte lo que sabes en una guía gratuita que haga crecer tu lista de correo, y deja que Inkwell AI redacte la página de venta, los emails y las publicaciones para redes. Más de 50 tareas de marketing, en el mismo lugar donde escribiste el libro.',
          image: {
            path: '2025/03/lead-magnet.svg',
            alt: 'Una guía breve titulada «Plan de emails en 7 días» junto a un formulario de suscripción',
          },
        },
        {
          id: 'publishing',
          heading: 'Publica donde ya están tus lectores',
          text: 'Pon tu libro a la venta en el marketplace de Inkwell AI en pocos clics, o descarga el PDF o el DOCX para las grandes tiendas de ebooks. Publiques donde publiques, los derechos siguen siendo tuyos.',
          image: {
            path: '2025/03/marketplace-listing.svg',
            alt: 'Un libro en la página de un marketplace con su precio y un botón de compra',
          },
        },
      ],
      cta: { label: 'Empieza gratis', event: 'hero_start_book', action: 'register' },
    },
    trialBanner: {
      badge: 'Sin riesgo',
      heading: 'Pruébalo 7 días. No pagas nada.',
      text: `Escribe hasta ${WORDS} palabras con todas las funciones, ${TRIAL_SCOPE}. Sin tarjeta y cancelas cuando quieras.`,
      cta: { label: 'Empieza gratis', event: 'hero_free_trial', action: 'register' },
    },
    voice: {
      badge: 'NUEVO',
      heading: 'Cuéntalo en voz alta y recibe un primer borrador',
      text: 'Graba tus ideas como se las contarías a un amigo. En unos 2 minutos, Inkwell AI convierte tu voz en un primer borrador con capítulos ordenados, listo para que lo edites.',
      cta: {
        label: 'Convierte tu voz en un libro',
        event: 'hero_voice_to_book',
        action: 'register',
      },
      animation: {
        label: 'Demo de voz a libro',
        recording: 'Grabando…',
        ready: '¡Libro listo!',
        sampleTitle: 'Hábitos matutinos que duran',
        description:
          'Animación: un micrófono graba una nota de voz breve, las ondas de sonido se pliegan en páginas y aparece un libro con el texto «¡Libro listo!».',
      },
    },
  },
  howItWorks: {
    heading: 'Cómo funciona',
    intro: 'De la idea a un borrador terminado que puedes publicar, en tres pasos.',
    stepLabel: 'Paso {n}',
    steps: [
      {
        id: 'choose-topic',
        icon: 'lightbulb',
        title: 'Elige tu tema',
        text: 'Escribe un tema, elige cuántos capítulos quieres y el tono. Con una frase basta para empezar.',
      },
      {
        id: 'ai-creates',
        icon: 'sparkles',
        title: 'La IA crea el contenido',
        text: 'Inkwell AI prepara el índice, escribe cada capítulo, agrega ilustraciones y diseña la portada mientras lo ves.',
      },
      {
        id: 'download-publish',
        icon: 'download',
        title: 'Descarga y publica',
        text: 'Cambia lo que quieras y descarga un PDF o un DOCX, o publícalo directamente en nuestro marketplace.',
      },
    ],
    primaryCta: { label: 'Empieza gratis', event: 'how_it_works_cta', action: 'register' },
    secondaryCta: { label: 'Mira la demo' },
  },
  features: {
    heading: 'Pensado para libros completos, no para párrafos sueltos',
    intro:
      'Inkwell AI se encarga de lo que más tiempo lleva al escribir un libro, para que tú te dediques a lo que solo tú puedes aportar.',
    items: [
      {
        id: 'long-form',
        icon: 'bookOpen',
        colour: 'violet',
        title: 'Textos largos de verdad',
        text: 'Libros de más de 90 páginas con un índice claro, una voz coherente y capítulos que se apoyan entre sí.',
      },
      {
        id: 'chapter-images',
        icon: 'image',
        colour: 'blue',
        title: 'Una imagen por capítulo',
        text: 'Ilustraciones generadas para cada capítulo con un mismo estilo, sin buscar fotos de stock.',
      },
      {
        id: 'ai-covers',
        icon: 'palette',
        colour: 'pink',
        title: 'Portadas diseñadas con IA',
        text: 'Una portada profesional a partir del título y el género de tu libro, o de una de las 20 plantillas listas.',
      },
      {
        id: 'export',
        icon: 'download',
        colour: 'teal',
        title: 'Exporta a PDF y DOCX',
        text: 'Un PDF listo para imprimir con uno de los 8 diseños de interior, o un DOCX para seguir editando en cualquier procesador de textos.',
      },
      {
        id: 'languages',
        icon: 'globe',
        colour: 'amber',
        title: 'Muchos idiomas',
        text: 'Escribe en tu idioma y traduce el libro terminado a más de 100 idiomas sin perder el diseño.',
      },
      {
        id: 'marketing',
        icon: 'megaphone',
        colour: 'orange',
        title: 'Más de 50 tareas de marketing',
        text: 'Sinopsis, páginas de venta, emails y publicaciones para redes que ayudan a tu libro a encontrar lectores.',
      },
    ],
    cta: { label: 'Empieza gratis', event: 'features_get_started', action: 'register' },
  },
  pdfTemplates: {
    heading: 'Interiores con acabado de imprenta',
    intro:
      'Elige una de las 8 plantillas de PDF. Cada una define las fuentes, los márgenes, los títulos y los colores de todas las páginas de tu libro.',
    previewLabel: 'Página de ejemplo con la plantilla {name}',
    swatchesLabel: 'Colores de {name}',
    swatches: {
      primary: 'Principal',
      secondary: 'Secundario',
      accent: 'Acento',
    },
    sample: {
      chapter: 'Capítulo 1',
      title: 'El primer paso pequeño',
      text: 'Todo hábito duradero empieza en pequeño. Hoy, elige algo que puedas hacer durante cinco minutos y hazlo antes del almuerzo.',
    },
  },
  publish: {
    heading: 'Publica y vende en el marketplace de Inkwell AI',
    intro:
      '¿Acabas de terminar un libro o ya tenías uno? Hazlo llegar a tus lectores en cuatro pasos: te quedas con el 85\u00a0% de cada venta, o no pagas comisión a Inkwell AI si cobras con tu propio enlace de pago.',
    steps: [
      {
        id: 'upload',
        icon: 'upload',
        title: 'Sube tu manuscrito',
        text: 'Sube un DOCX de hasta 120 MB o usa un libro que hayas creado con Inkwell AI.',
      },
      {
        id: 'pricing',
        icon: 'dollar',
        title: 'Fija tu precio',
        text: `Desde gratis hasta ${MAX_PRICE}, y puedes cambiarlo cuando quieras.`,
      },
      {
        id: 'listing',
        icon: 'edit',
        title: 'Crea tu ficha',
        text: 'Agrega la portada, una descripción y categorías para que los lectores te encuentren. La descripción te la podemos escribir nosotros.',
      },
      {
        id: 'sell',
        icon: 'rocket',
        title: 'Publica y vende',
        text: 'Con tu cuenta verificada, tu libro puede estar a la venta en menos de 5 minutos. Sigue tus ventas y cobra cada mes.',
      },
    ],
    cta: { label: 'Publica tu libro', action: 'register' },
  },
  testimonials: {
    heading: 'Lo que cuentan escritores, creadores y empresas',
    intro: 'Libros reales, terminados y publicados. Esto cuentan quienes ya crearon el primero.',
    items: [
      {
        id: 'maria-l',
        quote:
          'Llevaba dos años con mi guía de nutrición en la cabeza. Inkwell AI la convirtió en un borrador de 112 páginas en una tarde, y las imágenes de cada capítulo me ahorraron una semana buscando en bancos de fotos.',
        author: 'María L.',
        title: 'Nutricionista',
        source: 0,
        rating: 5,
      },
      {
        id: 'daniel-k',
        quote:
          'En mi agencia entregamos un lead magnet con la marca de cada cliente nuevo en su primera semana. Con las plantillas de PDF parece que contratamos a un diseñador.',
        author: 'Daniel K.',
        title: 'Fundador de una agencia de marketing',
        source: 1,
        rating: 5,
      },
      {
        id: 'aisha-r',
        quote:
          'Ahora cada unidad que enseño tiene su cuaderno de trabajo. Escribo el tema, ajusto el tono para chicos de doce años e imprimo el PDF el mismo día.',
        author: 'Aisha R.',
        title: 'Profesora de secundaria',
        source: 0,
        rating: 5,
      },
      {
        id: 'tom-w',
        quote:
          'Lo de voz a libro fue la gran sorpresa. Repasé en voz alta las notas de mi taller mientras caminaba y al llegar a casa tenía un ebook bien estructurado.',
        author: 'Tom W.',
        title: 'Coach de liderazgo',
        source: 1,
        rating: 5,
      },
      {
        id: 'lucia-m',
        quote:
          'Escribo en español y traduje mi primer libro al inglés y al portugués. Los capítulos, los títulos y el formato quedaron intactos, y la verdad es que no me lo esperaba.',
        author: 'Lucía M.',
        title: 'Autora autopublicada',
        source: 0,
        rating: 5,
      },
      {
        id: 'kenji-o',
        quote:
          'Necesitaba un libro para entregar al final de mis talleres. Dos tardes editando el borrador de la IA y suena a mí.',
        author: 'Kenji O.',
        title: 'Consultor de gestión',
        source: 1,
        rating: 5,
      },
      {
        id: 'priya-s',
        quote:
          'Pruebo un nicho de ebooks nuevo cada mes. Escribir, hacer la portada y publicar me llevaba semanas; ahora todo el ciclo cabe en un fin de semana.',
        author: 'Priya S.',
        title: 'Emprendedora digital',
        source: 0,
        rating: 5,
      },
      {
        id: 'marcus-b',
        quote:
          'El esquema y los borradores de capítulos le dieron columna vertebral a mi saga de fantasía. Reescribo cada escena yo mismo, pero ya nunca empiezo desde cero.',
        author: 'Marcus B.',
        title: 'Novelista de fantasía',
        source: 1,
        rating: 5,
      },
      {
        id: 'sofia-g',
        quote:
          'Hice un libro de cuentos para dormir para mis mellizos, con sus nombres. Las ilustraciones son preciosas y me lo piden todas las noches.',
        author: 'Sofía G.',
        title: 'Enfermera pediátrica',
        source: 0,
        rating: 5,
      },
      {
        id: 'ben-t',
        quote:
          'Convertí mis mejores recetas del blog en un ebook de 95 páginas para los nuevos suscriptores. Por fin hay algo que de verdad vale la pena recibir.',
        author: 'Ben T.',
        title: 'Bloguero de cocina',
        source: 1,
        rating: 5,
      },
      {
        id: 'hannah-f',
        quote:
          'Las guías de compra cortas que hago con Inkwell AI llevan más clics a mis enlaces de afiliado de fitness que cualquier artículo de mi blog.',
        author: 'Hannah F.',
        title: 'Especialista en marketing de afiliación',
        source: 0,
        rating: 5,
      },
    ],
    ratingLabel: 'Valoración: {rating} de 5 estrellas',
    sourceLabel: 'Reseña en {platform}',
    translatedLabel: 'traducido del inglés',
    stats: {
      label: 'Inkwell AI en cifras',
      items: [
        {
          id: 'rating',
          value: localizeClaim(CLAIMS.rating, 'es'),
          label: `de valoración media en ${localizeClaim(CLAIMS.reviewCount, 'es')} reseñas`,
        },
        {
          id: 'users',
          value: localizeClaim(CLAIMS.happyUsers, 'es'),
          label: 'personas registradas',
        },
        {
          id: 'ebooks',
          value: localizeClaim(CLAIMS.ebooksCreated, 'es'),
          label: 'borradores de ebook generados',
        },
      ],
    },
    readMore: 'Lee más reseñas',
    reviewImages: {
      heading: 'Lo que dicen en los sitios de reseñas',
      shots: [
        {
          source: 0,
          alt: 'Reseña de cinco estrellas en {platform} que destaca lo rápido que estuvo listo el primer borrador',
        },
        {
          source: 1,
          alt: 'Reseña de cinco estrellas en {platform} sobre la calidad de las ilustraciones de los capítulos',
        },
        {
          source: 0,
          alt: 'Reseña en {platform} de una docente que imprime cuadernos de trabajo para su clase',
        },
        {
          source: 1,
          alt: 'Reseña en {platform} que señala las plantillas de portada como lo mejor',
        },
        {
          source: 0,
          alt: 'Reseña de cinco estrellas en {platform} sobre la función de voz a libro',
        },
        {
          source: 1,
          alt: 'Reseña en {platform} de una agencia que crea lead magnets para sus clientes',
        },
        { source: 0, alt: 'Reseña en {platform} sobre la traducción de un libro a tres idiomas' },
        {
          source: 1,
          alt: 'Reseña de cinco estrellas en {platform} que elogia los diseños de interior en PDF',
        },
        { source: 0, alt: 'Reseña en {platform} de un novelista que usa el generador de esquemas' },
        {
          source: 1,
          alt: 'Reseña en {platform} sobre la venta de un primer ebook en el marketplace',
        },
        {
          source: 0,
          alt: 'Reseña de cinco estrellas en {platform} que menciona que la prueba no pedía tarjeta',
        },
        {
          source: 1,
          alt: 'Reseña en {platform} de un consultor que regala su libro después de sus charlas',
        },
      ],
    },
    controls: {
      label: 'Testimonios',
      pause: 'Pausar testimonios',
      play: 'Reproducir testimonios',
      goTo: 'Ir al testimonio {n}',
      position: 'Testimonio {current} de {total}',
    },
    cta: { label: 'Empieza gratis', event: 'testimonials_get_started', action: 'register' },
  },
  faq: {
    heading: 'Preguntas frecuentes',
    items: [
      {
        id: 'trial',
        question: '¿Cómo funciona la prueba gratis?',
        answer: `Durante 7 días usas todas las funciones y escribes hasta ${WORDS} palabras gratis, ${TRIAL_SCOPE}. No necesitas tarjeta.`,
      },
      {
        id: 'formats',
        question: '¿En qué formatos puedo descargar mis libros?',
        answer:
          'Cada libro se descarga en PDF, maquetado con uno de los 8 diseños de interior y listo para leer, imprimir o vender, y en DOCX para seguir editándolo en cualquier procesador de textos.',
      },
      {
        id: 'pages',
        question: '¿Qué extensión pueden tener mis libros?',
        answer: `Inkwell AI escribe libros de más de 90 páginas, con una ilustración por capítulo; tú eliges cuántos capítulos. La prueba gratis cubre hasta ${WORDS} palabras; un libro completo requiere un plan de pago.`,
      },
      {
        id: 'time',
        question: '¿Cuánto se tarda en crear un libro?',
        answer:
          'Menos de 15 minutos desde el tema hasta el borrador terminado, con portada e imágenes incluidas. Con voz a libro, un primer borrador basado en tu grabación toma unos 2 minutos.',
      },
      {
        id: 'languages',
        question: '¿Puedo escribir en otros idiomas además del español?',
        answer:
          'Sí. Puedes crear libros en muchos idiomas y traducir un libro terminado a más de 100 idiomas desde el editor: abre Menú → Traducir libro. Los títulos, los capítulos y la tipografía se mantienen tal cual.',
      },
      {
        id: 'ownership',
        question: '¿De quién son los libros que creo?',
        answer:
          'Tuyos. Todo lo que creas con Inkwell AI te pertenece: publícalo, véndelo, regálalo o cámbialo como quieras.',
      },
      {
        id: 'publishing',
        question: '¿Puedo vender los libros que creo?',
        answer:
          'Sí. Publica en el marketplace de Inkwell AI: te quedas con el 85\u00a0% de cada venta, o no pagas comisión a Inkwell AI si cobras con tu propio enlace de pago. También puedes llevar tu PDF o DOCX a las grandes tiendas de ebooks.',
      },
      {
        id: 'cancel',
        question: '¿Puedo cancelar cuando quiera?',
        answer:
          'Sí. No hay plazo mínimo: cancela cuando quieras y todos los libros que hayas creado seguirán siendo tuyos.',
      },
    ],
  },
  finalCta: {
    heading: 'Empieza tu libro esta noche',
    text: `Tu prueba gratis de 7 días incluye hasta ${WORDS} palabras, ${TRIAL_SCOPE}. Sin tarjeta y cancelas cuando quieras.`,
    primaryCta: { label: 'Empieza gratis', event: 'cta_start_trial', action: 'register' },
    secondaryCta: { label: 'Mira la demo', event: 'cta_view_demo', anchor: 'how-it-works' },
  },
  translate: {
    heading: 'Traduce tu libro entero de una vez',
    text: 'Llega a lectores en más de 100 idiomas. Inkwell AI traduce cada capítulo y respeta los títulos, la estructura de capítulos y la tipografía tal como los diseñaste.',
    howTo: 'En el editor, abre Menú → Traducir libro.',
    samplesLabel: 'Una misma frase en 8 de los más de 100 idiomas',
    samples: [
      {
        id: 'english',
        language: 'Inglés',
        sample: 'Every great book begins with a single idea.',
        lang: 'en',
      },
      {
        id: 'spanish',
        language: 'Español',
        sample: 'Todo gran libro empieza con una sola idea.',
        lang: 'es',
      },
      {
        id: 'german',
        language: 'Alemán',
        sample: 'Jedes große Buch beginnt mit einer einzigen Idee.',
        lang: 'de',
      },
      {
        id: 'french',
        language: 'Francés',
        sample: 'Tout grand livre commence par une seule idée.',
        lang: 'fr',
      },
      {
        id: 'portuguese',
        language: 'Portugués',
        sample: 'Todo grande livro começa com uma única ideia.',
        lang: 'pt',
      },
      {
        id: 'italian',
        language: 'Italiano',
        sample: 'Ogni grande libro nasce da una sola idea.',
        lang: 'it',
      },
      {
        id: 'chinese',
        language: 'Chino',
        sample: '每一本好书都始于一个想法。',
        lang: 'zh-Hans',
      },
      {
        id: 'japanese',
        language: 'Japonés',
        sample: 'すべての素晴らしい本は、ひとつのアイデアから始まります。',
        lang: 'ja',
      },
    ],
  },
  audiences: {
    heading: 'Para quién es Inkwell AI',
    intro: 'Publiques lo que publiques, hay una forma más rápida de hacerlo.',
    items: [
      {
        id: 'aspiring-authors',
        title: 'Autores que empiezan',
        icon: 'feather',
        description:
          'Siempre quisiste escribir un libro. Supera la página en blanco con un borrador completo que puedes hacer tuyo.',
        benefits: [
          'Un primer borrador completo en menos de 15 minutos',
          'Un índice que te ayuda a no perder el rumbo',
          'Una portada profesional desde el primer día',
        ],
        cta: 'Escribe tu primer libro',
      },
      {
        id: 'digital-entrepreneurs',
        title: 'Emprendedores digitales',
        icon: 'rocket',
        description:
          'Crea un catálogo de productos digitales y prueba nichos nuevos sin dedicar semanas a cada uno.',
        benefits: [
          'Ideas de nichos y títulos incluidas',
          'Un ebook nuevo cada semana',
          'Todos los derechos de lo que vendes son tuyos',
        ],
        cta: 'Crea tu línea de productos',
      },
      {
        id: 'content-creators',
        title: 'Creadores de contenido e influencers',
        icon: 'users',
        description:
          'Convierte tus videos, publicaciones y conocimientos en un libro que tu comunidad pueda comprar o descargar.',
        benefits: [
          'Tu contenido reorganizado en capítulos',
          'De voz a libro a partir de una grabación',
          'Un libro con tu marca para tu comunidad',
        ],
        cta: 'Convierte tu contenido en libro',
      },
      {
        id: 'course-creators',
        title: 'Creadores de cursos',
        icon: 'graduationCap',
        description:
          'Dales a tus alumnos un cuaderno de trabajo, o una guía gratuita que atraiga alumnos nuevos a tu curso.',
        benefits: [
          'Cuadernos que siguen tus módulos',
          'PDF imprimibles para cada lección',
          'Ideas de nombres para tu curso con nuestra herramienta gratis',
        ],
        cta: 'Crea el libro de tu curso',
      },
      {
        id: 'novelists',
        title: 'Escritores creativos y novelistas',
        icon: 'pen',
        description:
          'Traza la trama, construye el esquema y escribe el borrador de tu historia; luego reescríbela con tu voz y a tu ritmo.',
        benefits: [
          'Esquemas de novela y planes de capítulos',
          'Ideas de títulos según el género de tu novela',
          'Borradores de escenas para reescribir a tu gusto',
        ],
        cta: 'Empieza tu novela',
      },
      {
        id: 'marketing-agencies',
        title: 'Agencias de marketing',
        icon: 'megaphone',
        description:
          'Entrega ebooks, guías y lead magnets a cada cliente sin tener que ampliar el equipo.',
        benefits: [
          'Diseños de PDF cuidados para la marca de cada cliente',
          'Más de 50 tareas de marketing en una sola herramienta',
          'Libros en el idioma de cada cliente',
        ],
        cta: 'Atiende a más clientes',
      },
      {
        id: 'small-business',
        title: 'Dueños de pequeños negocios',
        icon: 'target',
        description:
          'Demuestra a tus clientes lo que sabes con una guía que genera confianza y atrae contactos nuevos.',
        benefits: [
          'Un lead magnet para tu web',
          'Guías expertas sin contratar a un redactor',
          'Lista en menos de 15 minutos',
        ],
        cta: 'Crea la guía de tu negocio',
      },
      {
        id: 'parents-teachers',
        title: 'Madres, padres y docentes',
        icon: 'heart',
        description:
          'Crea cuentos, lecturas y cuadernos de clase pensados para los niños que conoces de verdad.',
        benefits: [
          'Cuentos infantiles ilustrados',
          'Material de lectura para cualquier nivel',
          'PDF listos para imprimir en casa o en clase',
        ],
        cta: 'Crea para los más pequeños',
      },
      {
        id: 'consultants',
        title: 'Consultores y expertos',
        icon: 'briefcase',
        description:
          'Convierte tu método en un libro que te abra puertas a charlas, clientes y mejores honorarios.',
        benefits: [
          'Tu experiencia ordenada en capítulos',
          'Un libro para entregar después de cada taller',
          'Autoridad que te distingue',
        ],
        cta: 'Escribe tu libro de experto',
      },
      {
        id: 'affiliate-marketers',
        title: 'Especialistas en marketing de afiliación',
        icon: 'link',
        description:
          'Publica guías útiles de verdad sobre los productos que recomiendas y dales a tus lectores un motivo para hacer clic.',
        benefits: [
          'Guías de compra y comparativas de productos',
          'Nichos nuevos probados en un fin de semana',
          'Descripciones optimizadas para buscadores, ya escritas',
        ],
        cta: 'Crea tu primera guía',
      },
      {
        id: 'bloggers',
        title: 'Blogueros y escritores',
        icon: 'edit',
        description:
          'Convierte tu archivo de artículos en ebooks y dales a tus lectores algo que conservar.',
        benefits: [
          'Artículos del blog convertidos en capítulos',
          'Un regalo de bienvenida para tu newsletter',
          'Traducciones para llegar a nuevos públicos',
        ],
        cta: 'Convierte tu blog en libro',
      },
      {
        id: 'self-publishers',
        title: 'Autores autopublicados',
        icon: 'book',
        description:
          'Publica más títulos, más rápido, con portadas e interiores que no desentonan junto a los más vendidos.',
        benefits: [
          '20 plantillas de portada y 8 diseños de interior',
          'Investigación de palabras clave para KDP incluida',
          'Regalías del 85\u00a0% en nuestro marketplace',
        ],
        cta: 'Haz crecer tu catálogo',
      },
    ],
    finalCta: { label: 'Empieza gratis', action: 'register' },
  },
  gallery: {
    heading: 'Empieza con una de las 20 plantillas de portada',
    intro:
      'Elige un estilo e Inkwell AI lo completa con tu título, tu nombre e ilustraciones nuevas. Abre cualquier portada para verla en grande.',
    number: 'Plantilla {id}',
    open: 'Ver la plantilla {name}',
    previewAlt: 'Vista previa de la plantilla de portada {name}',
    useTemplate: 'Usa esta plantilla',
    viewAll: 'Regístrate para verlas todas',
    close: 'Cerrar',
  },
  carousel: {
    label: 'Plantillas de portada',
    roleDescription: 'carrusel',
    slideRoleDescription: 'diapositiva',
    previous: 'Anterior',
    next: 'Siguiente',
    goTo: 'Ir a la diapositiva {n}',
    counter: '{current}/{total}',
  },
};
