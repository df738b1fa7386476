import { CLAIMS, SUPPORTED_COUNTRIES } from '../../claims.js';
import { formatPercent, formatPrice, localizeClaim } from '../../formatters.js';
import type { Messages } from '../../messages.js';

// El tope de precio (docs/PRODUCT.md §5.3) como lo escribe el formateador compartido: «USD 999.00»,
// que nadie confunde con pesos.
const MAX_PRICE = formatPrice(CLAIMS.priceMax, 'es');

/**
 * Textos de la landing para autores (docs/PRODUCT.md §2.6).
 * Ids, country codes, icons, actions, hrefs and ratings are the same as in English; only the words
 * are Spanish. Figures come from `CLAIMS` through `localizeClaim`, so thousands carry no comma
 * (`2500+`: "2,500" reads as two and a half in Spain and much of Latin America).
 */
export const author: Messages['author'] = {
  hero: {
    badge: 'Para autores con el manuscrito terminado',
    headline: 'Tu libro ya está escrito. Ahora, a venderlo.',
    subheadline:
      'Sube tu DOCX, pule el texto con un editor con IA, crea la portada con IA, fija tu precio y publica en nuestro marketplace. Te quedas con el 85\u00a0% de cada venta, o no pagas comisión si cobras con tu propio enlace de pago.',
    primaryCta: 'Publica tu libro',
    primaryAction: 'publish',
    secondaryCta: 'Mira cómo funciona',
    secondaryAnchor: 'steps-section',
    trustLabel: 'Por qué los autores publican con Inkwell AI',
    trustPoints: [
      {
        id: 'royalty',
        icon: 'percent',
        text: 'Te quedas con el 85\u00a0% de cada venta, o vendes sin comisión con tu enlace de pago',
      },
      {
        id: 'no-exclusivity',
        icon: 'shield',
        text: 'Sin exclusividad: sigue vendiendo donde quieras',
      },
      { id: 'payouts', icon: 'calendar', text: 'Cobras tus regalías cada mes' },
      {
        id: 'speed',
        icon: 'clock',
        text: 'A la venta en menos de 5 minutos, con tu cuenta ya verificada',
      },
    ],
  },

  demoCard: {
    label: 'Demostración de publicación',
    caption: 'Un ejemplo de cómo se publica un libro',
    progressTitle: 'Progreso de la publicación',
    processing: 'Procesando…',
    liveTitle: '¡Tu libro ya está PUBLICADO!',
    liveText: 'Ya aparece en el marketplace, listo para sus primeros lectores.',
    marketplaceLink: 'Explora el marketplace',
    sampleBook: {
      title: 'Cartas del camino de la sal',
      author: 'Nora Calloway',
    },
    byline: 'de {author}',
    steps: [
      { id: 'uploading', label: 'Subiendo el manuscrito' },
      { id: 'formatting', label: 'Maquetando los capítulos' },
      { id: 'cover', label: 'Diseñando la portada' },
      { id: 'listing', label: 'Creando la ficha del libro' },
    ],
    stepDone: 'Listo',
    stepPending: 'En curso',
    statusProcessing: 'Publicación en curso. Estamos procesando tu libro.',
    statusLive: 'Publicación completada. Tu libro ya está a la venta en el marketplace.',
  },

  steps: {
    id: 'steps-section',
    heading: 'Del manuscrito al marketplace en 4 pasos',
    intro:
      'Sin programas de maquetación, sin diseñadores y sin esperar a que nadie te dé el visto bueno. Una vez verificados tu identidad y tus datos bancarios, puedes tenerlo a la venta en menos de 5 minutos.',
    stepLabel: 'Paso {number}',
    items: [
      {
        id: 'upload',
        icon: 'upload',
        title: 'Sube tu manuscrito',
        text: 'Usa el DOCX que ya tienes, de hasta 120 MB. Revisamos el formato y corregimos por ti los detalles pequeños.',
      },
      {
        id: 'edit',
        icon: 'sparkles',
        title: 'Edítalo con IA',
        text: 'Ajusta un párrafo, corrige la gramática, reordena capítulos y genera la portada sin salir del editor.',
      },
      {
        id: 'price',
        icon: 'dollar',
        title: 'Ponle precio',
        text: `Desde gratis hasta ${MAX_PRICE}. Cobra con nuestro procesador de pagos o pega el enlace de tu propia página de pago.`,
      },
      {
        id: 'publish',
        icon: 'rocket',
        title: 'Publica y gana dinero',
        text: 'Publica en el marketplace, sigue tus ventas y cobra cada mes.',
      },
    ],
  },

  strip: {
    heading: 'Ya a la venta en el marketplace',
    intro:
      'Los libros más vistos del marketplace de Inkwell AI en este momento, publicados por autores como tú.',
    loading: 'Cargando libros',
    free: 'Gratis',
    price: '{price}',
    bookLink: '{title} en el marketplace',
    coverAlt: 'Portada de {title}',
    viewAll: 'Explora el marketplace',
  },

  bundle: {
    badge: 'Oferta en paquete',
    heading: 'Vende más con paquetes',
    text: 'Agrupa 2 o más de tus libros en un paquete con descuento. Tus lectores ahorran y tú vendes más en cada pedido.',
    firstBook: 'Primer libro',
    total: '3 libros por separado',
    bundlePrice: 'Precio del paquete',
    saved: 'Ahorras un {percent}\u00a0%',
    liveNote: `Calculado con los 3 primeros libros de la lista, con un ${formatPercent(CLAIMS.bundleDiscountPercent, 'es')} de descuento.`,
    sampleNote: 'Precios de ejemplo, hasta que carguen los libros de arriba.',
    cta: { label: 'Crea tu primer paquete', action: 'register' },
  },

  affiliate: {
    heading: 'Deja que tus lectores vendan por ti',
    intro:
      'Convierte a influencers, reseñadores y fans en tu equipo de ventas. Tú fijas la comisión, normalmente entre el 10 y el 20\u00a0%, y solo se paga cuando hay una venta.',
    points: [
      {
        id: 'commission',
        icon: 'percent',
        title: 'Fija tu comisión',
        text: 'Decide cuánto gana un afiliado por venta; lo habitual es entre el 10 y el 20\u00a0%.',
      },
      {
        id: 'approval',
        icon: 'users',
        title: 'Aprueba a tus afiliados',
        text: 'Revisa quién quiere promocionar tu libro y aprueba a quienes encajan con él.',
      },
      {
        id: 'links',
        icon: 'link',
        title: 'Un enlace único para cada uno',
        text: 'Cada influencer o reseñador recibe su propio enlace, así cada venta se atribuye a quien corresponde.',
      },
      {
        id: 'tracking',
        icon: 'chart',
        title: 'Mide lo que funciona',
        text: 'Consulta en tu panel los clics, las ventas y las comisiones de cada afiliado.',
      },
    ],
    cta: { label: 'Crea tu programa de afiliados', action: 'register' },
  },

  editor: {
    heading: 'Un editor con IA pensado para terminar, no para empezar',
    intro: 'De la versión final a la venta, todo en un solo lugar.',
    features: [
      {
        id: 'ai-rewrite',
        icon: 'sparkles',
        title: 'Reescritura con IA',
        text: 'Selecciona un fragmento y obtén versiones más claras y concisas que siguen sonando a ti.',
      },
      {
        id: 'grammar',
        icon: 'check',
        title: 'Gramática y ortografía',
        text: 'Detecta erratas, fallos de concordancia y palabras repetidas antes que tus lectores.',
      },
      {
        id: 'chapters',
        icon: 'list',
        title: 'Gestión de capítulos',
        text: 'Divide, une, renombra y reordena capítulos sin abrir ningún programa de maquetación.',
      },
      {
        id: 'ai-cover',
        icon: 'image',
        title: 'Portada con IA',
        text: 'Describe el tono de tu historia y obtén una portada lista para el marketplace.',
      },
      {
        id: 'description-seo',
        icon: 'search',
        title: 'Descripción pensada para buscadores',
        text: 'Generamos una descripción de venta optimizada para SEO. Úsala tal cual, edítala o escribe la tuya.',
      },
      {
        id: 'categories',
        icon: 'layers',
        title: 'Más de 20 categorías',
        text: 'Coloca tu libro donde buscan sus lectores, de la novela negra a las finanzas personales.',
      },
      {
        id: 'formatting',
        icon: 'palette',
        title: 'Formato impecable',
        text: 'Títulos, espaciado y tipografía en orden para que tu libro se lea bien en cualquier pantalla.',
      },
      {
        id: 'preview',
        icon: 'bookOpen',
        title: 'Vista previa como lector',
        text: 'Ve exactamente lo que verán tus compradores antes de hacer clic en «Publicar».',
      },
      {
        id: 'edit-after-publishing',
        icon: 'refresh',
        title: 'Edita después de publicar',
        text: 'Corrige una errata, cambia la portada o ajusta el precio cuando quieras, aunque el libro ya esté a la venta.',
      },
    ],
  },

  upload: {
    heading: 'Sube el manuscrito que ya tienes',
    text: 'Sube tu documento de Word y lo revisamos al instante para que tu libro se vea bien en cualquier pantalla.',
    rulesLabel: 'Requisitos del archivo',
    rules: [
      { id: 'format', icon: 'upload', label: 'Formato', value: 'Solo DOCX' },
      { id: 'size', icon: 'download', label: 'Tamaño máximo', value: '120 MB' },
      {
        id: 'price',
        icon: 'dollar',
        label: 'Rango de precios',
        value: `De gratis a ${MAX_PRICE}`,
      },
    ],
    checksHeading: 'Qué revisamos al subirlo',
    checks: [
      { id: 'page-size', text: 'Tamaño de página' },
      { id: 'margins', text: 'Márgenes' },
      { id: 'images', text: 'Imágenes' },
      { id: 'table-of-contents', text: 'Índice' },
      { id: 'embedded', text: 'Imágenes y fuentes incrustadas' },
    ],
    fixes:
      'Los problemas menores se corrigen solos. Lo que necesite tu criterio queda marcado para que lo revises.',
  },

  connect: {
    heading: 'Cobra con nuestro procesador de pagos',
    intro:
      'Conecta una cuenta de cobro una sola vez y vende a lectores que pagan con tarjeta. Tus regalías llegan a tu cuenta bancaria cada mes.',
    howHeading: 'Cómo funciona',
    how: [
      {
        id: 'profile',
        icon: 'user',
        title: 'Crea tu perfil de editor',
        text: 'Configura el perfil de autor que verán los lectores junto a tus libros.',
      },
      {
        id: 'connect',
        icon: 'link',
        title: 'Conecta y verifica',
        text: 'Conecta una cuenta de cobro con nuestro procesador de pagos y verifica tu identidad y tus datos bancarios.',
      },
      {
        id: 'activate',
        icon: 'shield',
        title: 'Se activa tu cuenta',
        text: 'En cuanto termina la verificación, tu cuenta queda lista para recibir pagos.',
      },
      {
        id: 'publish',
        icon: 'rocket',
        title: 'Publica y cobra',
        text: 'Pon tus libros a la venta, cobra con tarjeta y recibe tus regalías cada mes.',
      },
    ],
    royalty: {
      value: '85\u00a0%',
      label: 'de regalías en cada venta',
      text: 'Inkwell AI se queda con el 15\u00a0% por gestionar el marketplace.',
    },
    payouts: {
      value: 'Cada mes',
      label: 'recibes tus pagos',
      text: 'Tus regalías se pagan una vez al mes.',
    },
    countriesHeading: 'Países disponibles',
    countriesIntro: `Los autores de estos ${SUPPORTED_COUNTRIES.length} países pueden conectar una cuenta de cobro. Nuestro procesador de pagos suma países con el tiempo: su lista completa siempre es la más reciente.`,
    countries: [
      { code: 'US', name: 'Estados Unidos' },
      { code: 'GB', name: 'Reino Unido' },
      { code: 'CA', name: 'Canadá' },
      { code: 'AU', name: 'Australia' },
      { code: 'DE', name: 'Alemania' },
      { code: 'FR', name: 'Francia' },
      { code: 'ES', name: 'España' },
      { code: 'IT', name: 'Italia' },
      { code: 'NL', name: 'Países Bajos' },
      { code: 'IE', name: 'Irlanda' },
      { code: 'MX', name: 'México' },
      { code: 'BR', name: 'Brasil' },
      { code: 'JP', name: 'Japón' },
      { code: 'SG', name: 'Singapur' },
      { code: 'NZ', name: 'Nueva Zelanda' },
      { code: 'CH', name: 'Suiza' },
      { code: 'SE', name: 'Suecia' },
      { code: 'BE', name: 'Bélgica' },
      { code: 'AT', name: 'Austria' },
      { code: 'PT', name: 'Portugal' },
    ],
    moreCountries: [
      { code: 'DK', name: 'Dinamarca' },
      { code: 'FI', name: 'Finlandia' },
      { code: 'NO', name: 'Noruega' },
      { code: 'PL', name: 'Polonia' },
      { code: 'CZ', name: 'Chequia' },
      { code: 'GR', name: 'Grecia' },
      { code: 'HU', name: 'Hungría' },
      { code: 'RO', name: 'Rumanía' },
      { code: 'BG', name: 'Bulgaria' },
      { code: 'HR', name: 'Croacia' },
      { code: 'SK', name: 'Eslovaquia' },
      { code: 'SI', name: 'Eslovenia' },
      { code: 'EE', name: 'Estonia' },
      { code: 'LV', name: 'Letonia' },
      { code: 'LT', name: 'Lituania' },
      { code: 'LU', name: 'Luxemburgo' },
      { code: 'MT', name: 'Malta' },
      { code: 'CY', name: 'Chipre' },
      { code: 'HK', name: 'Hong Kong' },
      { code: 'AE', name: 'Emiratos Árabes Unidos' },
      { code: 'MY', name: 'Malasia' },
      { code: 'TH', name: 'Tailandia' },
    ],
    showMore: 'Ver {count} países más',
    showFewer: 'Ver menos',
    fullList: {
      label: 'Consulta la lista completa de países disponibles',
      href: 'https://stripe.com/global',
    },
    newTab: '(se abre en una pestaña nueva)',
    elsewhere: {
      heading: '¿Tu país no aparece?',
      text: 'Puedes publicar igualmente. Agrega a tu libro un enlace de pago externo y no pagarás comisión a Inkwell AI por sus ventas.',
    },
    alternatives: {
      heading: 'Plataformas de pago que usan muchos autores',
      items: [
        {
          id: 'gumroad',
          name: 'Gumroad',
          text: 'Tienda y página de pago sencillas para productos digitales, muy usadas por escritores y creadores.',
          href: 'https://gumroad.com',
        },
        {
          id: 'lemon-squeezy',
          name: 'Lemon Squeezy',
          text: 'Página de pago alojada para productos digitales que se encarga de los impuestos sobre las ventas.',
          href: 'https://www.lemonsqueezy.com',
        },
        {
          id: 'paddle',
          name: 'Paddle',
          text: 'Plataforma de pagos que gestiona el cobro, los impuestos y la facturación de productos digitales.',
          href: 'https://www.paddle.com',
        },
      ],
    },
  },

  workflow: {
    heading: 'Tu proceso de publicación, de principio a fin',
    intro: 'Seis etapas, un solo panel, y tú decides cuándo pasar a la siguiente.',
    steps: [
      {
        id: 'upload',
        icon: 'upload',
        title: 'Sube',
        text: 'Sube tu manuscrito en DOCX. Lo revisamos y lo ponemos en orden en cuanto llega.',
      },
      {
        id: 'edit',
        icon: 'edit',
        title: 'Edita',
        text: 'Pule el texto con IA, organiza los capítulos y diseña la portada.',
      },
      {
        id: 'prepare',
        icon: 'list',
        title: 'Prepáralo para publicar',
        text: 'Revisa la descripción generada, elige tus categorías y echa un vistazo a la vista previa.',
      },
      {
        id: 'price-checkout',
        icon: 'dollar',
        title: 'Fija el precio y el cobro',
        text: `Elige cualquier precio, de gratis a ${MAX_PRICE}, y vende con tu cuenta de cobro conectada o con tu propio enlace de pago.`,
      },
      {
        id: 'publish',
        icon: 'rocket',
        title: 'Publica',
        text: 'Publica y tu libro aparece en el marketplace para que los lectores lo encuentren.',
      },
      {
        id: 'earn-track',
        icon: 'chart',
        title: 'Cobra y mide tus resultados',
        text: 'Sigue tus ventas, tus paquetes y los resultados de tus afiliados, y cobra cada mes.',
      },
    ],
    note: 'Publicar no significa cerrar: puedes seguir editando, cambiar la portada y actualizar el precio cuando quieras.',
  },

  testimonials: {
    heading: 'Autores que ya venden con Inkwell AI',
    ratingLabel: '{rating} de 5 estrellas',
    translatedLabel: 'traducido del inglés',
    items: [
      {
        id: 'mystery-novelist',
        quote:
          'Mi manuscrito llevaba dos años olvidado en una carpeta. Lo subí un domingo por la mañana, arreglé dos imágenes que me había marcado y antes de comer ya estaba a la venta.',
        author: 'Renata V.',
        title: 'Autora de novela de misterio',
        rating: 5,
      },
      {
        id: 'cookbook-author',
        quote:
          'Junté mis tres libros de repostería en un paquete con descuento y ahora se vende más que cualquiera de ellos por separado. Quedarme con el 85\u00a0% de cada venta se nota.',
        author: 'Gabriel N.',
        title: 'Autor de libros de cocina',
        rating: 5,
      },
      {
        id: 'poet',
        quote:
          'Varios reseñadores de mi nicho promocionan mi poemario con sus propios enlaces de afiliado. Veo exactamente quién me trae ventas y les pago un 15\u00a0%.',
        author: 'Ingrid P.',
        title: 'Poeta y mentora de escritura',
        rating: 5,
      },
    ],
  },

  royalties: {
    id: 'royalties',
    heading: 'Compara cuánto ganas',
    intro:
      'Tus regalías son la parte de cada venta que llega a tu bolsillo. Así se comparan las opciones más habituales.',
    caption: 'Regalías del autor por venta, según la vía de publicación',
    regionLabel: 'Comparativa de regalías, desplazable',
    columns: {
      platform: 'Vía de publicación',
      royalty: 'Tus regalías',
      note: 'A tener en cuenta',
    },
    rows: [
      {
        id: 'retail',
        platform: 'Una gran plataforma de venta de ebooks',
        royalty: localizeClaim(CLAIMS.royaltyRetail, 'es').replace('%', '\u00a0%'),
        note: 'El porcentaje alto solo se aplica dentro de ciertos tramos de precio y mercados.',
        isOurs: false,
      },
      {
        id: 'creator-sales',
        platform: 'Una plataforma de venta para creadores',
        royalty: formatPercent(CLAIMS.royaltyCreatorSales, 'es'),
        note: 'Te quedas con mucho, pero cada comprador tiene que llegar desde tu propia audiencia.',
        isOurs: false,
      },
      {
        id: 'traditional',
        platform: 'Editorial tradicional',
        royalty: localizeClaim(CLAIMS.royaltyTraditional, 'es').replace('%', '\u00a0%'),
        note: 'Se cobra cuando el anticipo, si lo hay, ya se ha recuperado; normalmente dos veces al año.',
        isOurs: false,
      },
      {
        id: 'inkwell',
        platform: 'Inkwell AI',
        royalty: formatPercent(CLAIMS.royaltyConnected, 'es'),
        note: 'Por venta en el marketplace con nuestro procesador de pagos. Con tu propio enlace de pago, el 100\u00a0% del precio, menos las tarifas de ese procesador. Sin exclusividad.',
        isOurs: true,
      },
    ],
    footnote:
      'Las cifras de otras vías son porcentajes habituales y varían según el contrato, el precio y el mercado.',
  },

  faq: {
    id: 'faq',
    heading: 'Lo que nos preguntan los autores',
    items: [
      {
        id: 'royalties',
        question: '¿Cuánto gano con cada venta?',
        answer:
          'Te quedas con el 85\u00a0% de cada venta que se cobra con nuestro procesador de pagos; Inkwell AI se queda con el 15\u00a0%. Si vendes con tu propio enlace de pago externo, no pagas comisión a Inkwell AI: el 100\u00a0% del precio es tuyo, menos las tarifas de tu procesador de pagos.',
      },
      {
        id: 'payouts',
        question: '¿Cuándo cobro?',
        answer:
          'Los pagos son mensuales. Las regalías de las ventas con tarjeta se transfieren a tu cuenta de cobro conectada una vez al mes.',
      },
      {
        id: 'exclusivity',
        question: '¿Tengo que publicar en exclusiva con Inkwell AI?',
        answer:
          'No. No pedimos exclusividad, así que puedes seguir vendiendo tu libro en cualquier otra tienda al mismo tiempo.',
      },
      {
        id: 'file',
        question: '¿Qué archivo puedo subir?',
        answer:
          'Un archivo DOCX de hasta 120 MB. Revisamos el tamaño de página, los márgenes, las imágenes, el índice y las imágenes y fuentes incrustadas. Los problemas menores se corrigen automáticamente y lo que requiera una decisión tuya queda marcado.',
      },
      {
        id: 'pricing',
        question: '¿Qué precio le pongo a mi libro?',
        answer: `El que quieras, de gratis a ${MAX_PRICE}. Puedes cambiarlo después de publicar, por ejemplo para hacer un descuento de lanzamiento.`,
      },
      {
        id: 'bundles-affiliates',
        question: '¿Puedo vender paquetes o trabajar con afiliados?',
        answer:
          'Sí. Agrupa 2 o más de tus libros en un paquete con descuento y crea tu propio programa de afiliados: fija una comisión (normalmente del 10 al 20\u00a0%), aprueba afiliados, dales enlaces únicos y sigue los clics, las ventas y las comisiones.',
      },
    ],
  },

  finalCta: {
    heading: 'Tus lectores te están esperando',
    text: 'Crea tu cuenta gratis en menos de 2 minutos. Una vez verificados tu identidad y tus datos bancarios, publicar toma menos de 5.',
    cta: { label: 'Publica tu libro', action: 'publish' },
  },

  stats: {
    label: 'Inkwell AI en cifras',
    items: [
      { id: 'books', value: localizeClaim(CLAIMS.books, 'es'), label: 'libros en el marketplace' },
      {
        id: 'authors',
        value: localizeClaim(CLAIMS.authors, 'es'),
        label: 'autores que venden ahí',
      },
      {
        id: 'satisfaction',
        value: `${CLAIMS.satisfactionPercent}\u00a0%`,
        label: 'de autores satisfechos',
      },
      {
        id: 'countries',
        value: localizeClaim(CLAIMS.countries, 'es'),
        label: 'países disponibles',
      },
      {
        id: 'categories',
        value: localizeClaim(CLAIMS.categories, 'es'),
        label: 'categorías de libros',
      },
      {
        id: 'publish-time',
        value: `Menos de ${CLAIMS.publishMinutes} min`,
        label: 'para publicar, ya verificado',
      },
    ],
  },

  haveBook: {
    heading: '¿Ya tienes un libro terminado?',
    text: 'Sáltate la escritura y pasa directamente a vender. Publica tu manuscrito en el marketplace de Inkwell AI: te quedas con el 85\u00a0% de cada venta (o no pagas comisión con tu propio enlace de pago) y cobras cada mes.',
  },
};
