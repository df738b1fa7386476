import { CLAIMS } from '../../claims.js';
import type { Messages } from '../../messages.js';

// Las cifras salen de CLAIMS para que cada herramienta prometa lo mismo que la landing (docs/PRODUCT.md §1.2 y §9.3).
// La RAE escribe sin separador los números de cuatro cifras: 6000.
// Cada página de herramienta imprime la frase de la prueba una sola vez, en la respuesta de `access`.
const TRIAL = `Gratis durante ${CLAIMS.trialDays} días, hasta ${CLAIMS.trialWords} palabras y sin tarjeta.`;
// En el texto corrido, «más de 90 páginas», nunca «90+» (docs/PRODUCT.md §7.12).
const PAGES = `más de ${CLAIMS.bookPages.replace('+', '')} páginas`;
const MINUTES = `menos de ${CLAIMS.creationMinutes} minutos`;
const FORMATS = CLAIMS.exportFormats.join(' o ');

// El paso central de «Cómo funciona», igual en todas las herramientas (docs/PRODUCT.md §2.3, §7.8).
const SIGN_UP = {
  id: 'sign-up',
  title: 'Crea tu cuenta gratis',
  text: 'El botón abre el registro en una pestaña nueva y lleva lo que escribiste, así no tienes que escribirlo otra vez.',
} as const;

/** Tarjetas de la sección de herramientas y las 14 páginas de herramientas (docs/PRODUCT.md §2.3). */
export const tools: Messages['tools'] = {
  section: {
    heading: 'Herramientas de escritura con IA para probar gratis',
    intro:
      'Herramientas sencillas para cada paso alrededor de un libro: dar con la idea, ponerle título, planificarlo y hacerlo llegar a sus lectores. Escribe una línea e Inkwell AI redacta el primer borrador.',
    moreHeading: 'Más herramientas',
    featured: [
      {
        id: 'ebook-niche-ideas',
        name: 'Ideas de nichos para ebooks',
        description: 'Descubre nichos con demanda constante antes de escribir una sola palabra.',
        icon: 'target',
        colour: 'violet',
        route: 'ebookIdeas',
      },
      {
        id: 'ebook-subniche-ideas',
        name: 'Ideas de subnichos para ebooks',
        description:
          'Convierte un mercado amplio en subnichos concretos que los compradores sí buscan.',
        icon: 'layers',
        colour: 'indigo',
        route: 'ebookIdeas',
      },
      {
        id: 'ebook-title-ideas',
        name: 'Ideas de títulos para ebooks',
        description: 'Títulos y subtítulos que hacen que quien curiosea se detenga y haga clic.',
        icon: 'lightbulb',
        colour: 'amber',
        route: 'ebookIdeas',
      },
      {
        id: 'novel-ideas',
        name: 'Ideas para novelas',
        description:
          'Premisas con gancho, un protagonista y un conflicto capaz de sostener todo un libro.',
        icon: 'sparkles',
        colour: 'pink',
        route: 'novelIdeas',
      },
      {
        id: 'novel-title-ideas',
        name: 'Títulos para novelas',
        description: 'Títulos que encajan con el género e insinúan la historia sin destriparla.',
        icon: 'bookOpen',
        colour: 'rose',
        route: 'novelTitles',
      },
      {
        id: 'book-summary',
        name: 'Creador de resúmenes de libros',
        description:
          'Convierte un libro en un resumen claro, una sinopsis o un repaso capítulo a capítulo.',
        icon: 'book',
        colour: 'teal',
        route: 'bookSummary',
      },
      {
        id: 'kdp-keywords',
        name: 'Palabras clave para KDP',
        description:
          'Encuentra las frases con las que los lectores buscan libros como el tuyo en KDP.',
        icon: 'search',
        colour: 'blue',
        route: 'kdpKeywords',
      },
      {
        id: 'novel-outline',
        name: 'Esquema de novela',
        description:
          'Un plan capítulo a capítulo, con sus puntos de giro, para no enfrentarte nunca a la página en blanco.',
        icon: 'list',
        colour: 'cyan',
        route: 'novelOutline',
      },
      {
        id: 'short-story',
        name: 'Generador de relatos cortos',
        description:
          'Un relato completo a partir de una línea: un personaje, un giro o una atmósfera.',
        icon: 'feather',
        colour: 'orange',
        route: 'shortStory',
      },
      {
        id: 'short-poem',
        name: 'Generador de poemas cortos',
        description:
          'Poemas breves para tarjetas, publicaciones y momentos especiales, en la forma que elijas.',
        icon: 'music',
        colour: 'lime',
        route: 'shortPoem',
      },
      {
        id: 'course-name',
        name: 'Nombres para cursos',
        description:
          'Nombres de curso que dicen qué logrará el alumno y suenan a algo que vale la pena.',
        icon: 'graduationCap',
        colour: 'green',
        route: 'courseName',
      },
      {
        id: 'marketing-strategy',
        name: 'Estrategia de marketing',
        description:
          'Un plan de lanzamiento para tu libro o producto: público, canales y calendario semanal.',
        icon: 'megaphone',
        colour: 'red',
        route: 'marketingStrategy',
      },
    ],
    extra: [
      {
        id: 'author-bio',
        name: 'Biografía de autor',
        description:
          'Una biografía breve y cercana para tu contraportada, tu web o tu página en la tienda.',
        icon: 'user',
        colour: 'violet',
        route: 'authorBio',
      },
      {
        id: 'email-writer',
        name: 'Redactor de emails con IA',
        description:
          'Emails claros para lectores, clientes y suscriptores, con el tono que necesitas.',
        icon: 'mail',
        colour: 'blue',
        route: 'emailWriter',
      },
      {
        id: 'audience-problems',
        name: 'Puntos de dolor de tu público',
        description:
          'Los problemas que le quitan el sueño a tus lectores, contados con sus palabras.',
        icon: 'users',
        colour: 'teal',
        route: 'audienceProblems',
      },
      {
        id: 'cold-email',
        name: 'Emails en frío con IA',
        description:
          'Primeros emails breves que consiguen respuesta de quien todavía no te conoce.',
        icon: 'send',
        colour: 'orange',
        route: 'coldEmail',
      },
    ],
  },
  labels: {
    free: 'Gratis',
    openTool: 'Abre {name}',
    allTools: 'Todas las herramientas',
    breadcrumb: 'Ruta de navegación',
    home: 'Inicio',
    tools: 'Herramientas',
    forWhom: 'Para quién es',
    examples: 'Ejemplos',
    exampleInput: 'Tú escribes',
    exampleOutput: 'Inkwell AI responde',
    faq: 'Preguntas frecuentes',
    relatedTools: 'Herramientas relacionadas',
    opensInNewTab: 'Abre el registro gratis en una pestaña nueva',
    howItWorks: 'Cómo funciona',
    whatYouGet: 'Qué obtienes',
    trialNote: TRIAL,
  },
  access: {
    id: 'free',
    question: '¿Es gratis? ¿Necesito una cuenta?',
    answer: `Probarla es gratis, pero sí necesitas una cuenta: la herramienta funciona en el editor de Inkwell AI, así que el formulario abre el registro en una pestaña nueva con lo que escribiste. Cada cuenta nueva empieza con una prueba. ${TRIAL} Puedes cancelar cuando quieras.`,
  },
  pages: {
    ebookIdeas: {
      seo: {
        title: 'Ideas para ebooks: nichos, subnichos y títulos – Inkwell AI',
        description:
          'Escribe un tema y descubre nichos con demanda real, subnichos concretos y títulos que atraen clics. Pruébalo gratis con Inkwell AI, sin tarjeta.',
      },
      heading: 'Generador de ideas para ebooks: nichos, subnichos y títulos',
      intro:
        'Empieza con un tema amplio y termina con un libro que vale la pena escribir. Inkwell AI te propone nichos con demanda constante, los acota en subnichos y redacta títulos para el que elijas.',
      howItWorks: [
        {
          id: 'type',
          title: 'Escribe un tema',
          text: 'Una o dos palabras, como finanzas personales, y elige nichos, subnichos o títulos.',
        },
        SIGN_UP,
        {
          id: 'get',
          title: 'Recibe tus ideas',
          text: 'Se abren en el editor de Inkwell AI, donde puedes acotar cualquier idea o empezar el libro.',
        },
      ],
      whatYouGet: [
        {
          id: 'list',
          text: 'Una lista de nichos, subnichos o títulos para tu tema, según lo que elijas',
        },
        {
          id: 'narrow',
          text: 'Ideas que puedes acotar paso a paso, de un tema amplio hasta un título',
        },
        {
          id: 'check',
          text: 'Ideas para evaluar, no datos de ventas: revisa los primeros resultados de tu tienda antes de decidirte',
        },
      ],
      forWhom: {
        heading: 'Quién usa el generador de ideas para ebooks',
        points: [
          {
            id: 'first-book',
            text: 'Autores primerizos que dominan su tema pero aún no tienen el enfoque',
          },
          {
            id: 'lead-magnets',
            text: 'Profesionales del marketing que preparan un lead magnet que la gente sí descargue',
          },
          {
            id: 'catalogue',
            text: 'Autores autopublicados que eligen el siguiente título de su catálogo',
          },
        ],
      },
      form: {
        label: 'Tu tema',
        placeholder: 'p. ej., huerto en casa, finanzas personales, adiestramiento canino',
        hint: 'Con una o dos palabras basta. Verás tus ideas en el editor tras un registro rápido y gratuito.',
        submit: 'Genera ideas',
        param: 'topic',
        action: 'tool_ebookIdeas',
        options: {
          label: '¿Qué necesitas?',
          param: 'type',
          items: [
            { id: 'niche', label: 'Ideas de nichos' },
            { id: 'subniche', label: 'Ideas de subnichos' },
            { id: 'title', label: 'Ideas de títulos' },
          ],
        },
      },
      examples: {
        heading: 'Un tema, tres tipos de ideas',
        items: [
          {
            id: 'niches',
            input: 'Nichos para «finanzas personales»',
            output:
              'Finanzas para freelancers con ingresos irregulares · Salir de las deudas de la tarjeta en dos años · Ahorrar en pareja para la primera vivienda · Prepararse para la jubilación sin sustos',
          },
          {
            id: 'subniches',
            input: 'Subnichos de «huerto en casa»',
            output:
              'Aromáticas para balcones con poca luz · Tomates cherry en maceta · Huerto vertical para espacios pequeños · Germinados de cocina para principiantes',
          },
          {
            id: 'titles',
            input: 'Títulos para «pan de masa madre para principiantes»',
            output:
              'Masa madre sin miedo: tu primer pan en 48 horas · Del fermento a la rebanada: cuaderno práctico de masa madre · Miga y corteza: 25 recetas de masa madre sin complicaciones',
          },
        ],
      },
      faq: [
        {
          id: 'niche-vs-subniche',
          question: '¿Qué diferencia hay entre un nicho y un subnicho?',
          answer:
            'Un nicho es un mercado con sus propios lectores, como las finanzas personales. Un subnicho es una parte más concreta, con un lector y un problema definidos, como las finanzas para freelancers. Cuanto más concreto, menos competencia y más claro ve el lector que el libro es para él.',
        },
        {
          id: 'write-the-book',
          question: '¿Puedo escribir el ebook completo cuando tenga la idea?',
          answer: `Sí. Elige una idea e Inkwell AI la convierte en un ebook de ${PAGES} con capítulos, imágenes y portada, normalmente en ${MINUTES}, listo para exportar en ${FORMATS}.`,
        },
        {
          id: 'good-niche',
          question: '¿Cómo sé si un nicho vale la pena?',
          answer:
            'Busca tres señales: ya se venden libros sobre el tema, los lectores describen un problema concreto y los más vendidos dejan algún enfoque sin cubrir. Pide ideas al generador con esas señales en mente y revisa los primeros resultados de tu tienda antes de decidir.',
        },
      ],
      related: ['kdpKeywords', 'audienceProblems', 'marketingStrategy'],
      cta: {
        heading: '¿Ya tienes la idea? Escribe el libro.',
        text: `Inkwell AI convierte una idea en el borrador completo de un ebook, con capítulos, imágenes y una portada diseñada.`,
        button: 'Empieza gratis',
        action: 'tool_ebookIdeas',
      },
    },
    novelIdeas: {
      seo: {
        title: 'Generador de ideas para novelas con IA – Inkwell AI',
        description:
          'Elige un género y recibe premisas de novela con gancho, un protagonista y un conflicto capaz de sostener todo el libro. Pruébalo gratis con Inkwell AI.',
      },
      heading: 'Generador de ideas para novelas',
      intro:
        'Indica un género, un lugar o una emoción y recibe premisas que podrías empezar a escribir esta misma noche, cada una con un personaje, lo que desea y lo que se lo impide.',
      howItWorks: [
        {
          id: 'type',
          title: 'Indica un género o un punto de partida',
          text: 'Un género, un lugar o un ambiente, como un misterio en un pueblo de pescadores.',
        },
        SIGN_UP,
        {
          id: 'get',
          title: 'Recibe premisas para tu historia',
          text: 'Se abren en el editor, listas para crear personajes, una sinopsis o un esquema.',
        },
      ],
      whatYouGet: [
        { id: 'premises', text: 'Premisas de unas pocas frases cada una, como las de ejemplo' },
        {
          id: 'stakes',
          text: 'En cada premisa, un protagonista, lo que quiere y lo que se interpone en su camino',
        },
        { id: 'yours', text: 'Ideas que te pertenecen: escríbelas, cámbialas y publícalas' },
      ],
      forWhom: {
        heading: 'A quién ayuda',
        points: [
          { id: 'next-book', text: 'Escritores que terminaron un libro y buscan el siguiente' },
          { id: 'sprinters', text: 'Quien se propone escribir un borrador completo en un mes' },
          {
            id: 'groups',
            text: 'Talleres de escritura y docentes que buscan consignas con un conflicto de verdad',
          },
        ],
      },
      form: {
        label: 'Género o punto de partida',
        placeholder: 'p. ej., misterio en un pueblo de pescadores',
        hint: 'Agrega un lugar, un tono o un tema para orientar las ideas.',
        submit: 'Busca ideas para tu novela',
        param: 'genre',
        action: 'tool_novelIdeas',
      },
      examples: {
        heading: 'Premisas de ejemplo',
        items: [
          {
            id: 'cosy-mystery',
            input: 'Misterio en un pueblo costero',
            output:
              'En un pueblo pesquero de Galicia, una afinadora de pianos jubilada descubre que todos los pianos desafinados que la llaman a revisar pertenecen a personas que después desaparecen. La policía ve casualidades; ella oye un patrón.',
          },
          {
            id: 'climate-sf',
            input: 'Ciencia ficción sobre la subida del mar',
            output:
              'En la Valparaíso de 2090, medio sumergida, a una ingeniera de diques le ofrecen un puesto en el consejo del último barrio seco con una condición: aprobar un muro que inundará el barrio donde creció.',
          },
          {
            id: 'historical-romance',
            input: 'Novela histórica romántica',
            output:
              'Cartagena de Indias, 1741. Mientras la flota inglesa asedia la ciudad, la hija de un boticario se enamora del prisionero inglés al que debe curar en secreto.',
          },
        ],
      },
      faq: [
        {
          id: 'ownership',
          question: '¿De quién son las ideas y el libro que escriba con ellas?',
          answer:
            'Tuyos. Todo lo que creas con Inkwell AI te pertenece: puedes publicarlo, venderlo, traducirlo o reescribirlo.',
        },
        {
          id: 'next-step',
          question: '¿Qué hago cuando una premisa me convence?',
          answer:
            'Ábrela en el editor y pide personajes, una sinopsis o un esquema completo. El generador de esquemas para novelas convierte una premisa en un plan capítulo a capítulo.',
        },
        {
          id: 'same-ideas',
          question: '¿Otros escritores recibirán las mismas ideas?',
          answer:
            'Es poco probable. Cada petición se genera desde cero y, cuantos más detalles agregues (un lugar, una época, un tema que te importe), más personales serán las premisas.',
        },
      ],
      related: ['novelTitles', 'novelOutline', 'shortStory'],
      cta: {
        heading: 'Dale un primer borrador a tu premisa',
        text: `Construye personajes, capítulos y escenas alrededor de tu idea en el editor de Inkwell AI.`,
        button: 'Empieza gratis',
        action: 'tool_novelIdeas',
      },
    },
    novelTitles: {
      seo: {
        title: 'Generador de títulos para novelas – Inkwell AI',
        description:
          'Describe tu novela en una línea y recibe títulos acordes con su género y su tono, desde títulos de una palabra hasta otros más líricos. Pruébalo gratis.',
      },
      heading: 'Generador de títulos para novelas',
      intro:
        'Cuéntanos de qué trata tu libro y recibe una lista de títulos acordes con el género, el tono y la estantería en la que va a estar.',
      howItWorks: [
        {
          id: 'type',
          title: 'Describe tu novela',
          text: 'Una línea con el género y un detalle de la trama.',
        },
        SIGN_UP,
        {
          id: 'get',
          title: 'Recibe una lista de títulos',
          text: 'Se abre en el editor, donde puedes pedir más títulos con otro tono.',
        },
      ],
      whatYouGet: [
        {
          id: 'shortlist',
          text: 'Una lista corta de títulos acordes con el género y el tono de tu novela',
        },
        { id: 'range', text: 'Títulos breves y contundentes junto a otros más largos y líricos' },
        {
          id: 'unchecked',
          text: 'Solo ideas: no se comprueba si los títulos ya existen, así que búscalos en tu tienda antes de elegir',
        },
      ],
      forWhom: {
        heading: 'A quién ayuda',
        points: [
          {
            id: 'working-title',
            text: 'Novelistas cuyo título provisional nunca terminó de convencerlos',
          },
          {
            id: 'before-cover',
            text: 'Autores independientes que prueban títulos antes de encargar la portada',
          },
          { id: 'series', text: 'Autores de sagas que necesitan títulos con aire de familia' },
        ],
      },
      form: {
        label: '¿De qué trata tu novela?',
        placeholder: 'p. ej., un thriller sobre un ferry que nunca llega a puerto',
        hint: 'Menciona el género y un detalle de la trama para obtener títulos más certeros.',
        submit: 'Busca títulos',
        param: 'premise',
        action: 'tool_novelTitles',
      },
      examples: {
        heading: 'Listas de títulos de ejemplo',
        items: [
          {
            id: 'thriller',
            input: 'Thriller doméstico sobre una niñera con un secreto',
            output:
              'Las horas calladas · Todo lo que ella guardó · Nadie oyó llorar al bebé · La chica de confianza',
          },
          {
            id: 'fantasy',
            input: 'Fantasía épica: una reina cambia sus recuerdos por magia',
            output:
              'La corona del olvido · Un trono de años prestados · Lo que la reina entregó · Ceniza y memoria',
          },
          {
            id: 'romance',
            input: 'Romance en un viñedo familiar a punto de cerrar',
            output:
              'Segunda vendimia · La última cosecha de Valdelobos · Amor entre cepas · Tierra dulce',
          },
        ],
      },
      faq: [
        {
          id: 'which-sells',
          question: '¿Cómo sé qué título venderá más?',
          answer:
            'Fíjate en los más vendidos de tu categoría: un buen título suena a que pertenece ahí sin copiar a ninguno. Elige tres finalistas y pruébalos en una maqueta de portada o con algunos lectores.',
        },
        {
          id: 'series',
          question: '¿Puedo pedir títulos para toda una saga?',
          answer:
            'Sí. Describe la saga y el primer libro, y pide títulos que compartan un patrón, como una palabra que se repite o la misma estructura.',
        },
        {
          id: 'taken',
          question: '¿Se comprueba si el título ya existe?',
          answer:
            'No. Es habitual que varios libros compartan título, pero una búsqueda rápida en tu tienda antes de decidir te ayudará a destacar.',
        },
      ],
      related: ['novelIdeas', 'novelOutline', 'authorBio'],
      cta: {
        heading: 'Ya tienes el título. Ahora, la novela.',
        text: `Escribe capítulo a capítulo en el editor de Inkwell AI y crea una portada a juego con tu título.`,
        button: 'Empieza gratis',
        action: 'tool_novelTitles',
      },
    },
    bookSummary: {
      seo: {
        title: 'Creador de resúmenes de libros con IA – Inkwell AI',
        description:
          'Escribe el título de un libro y obtén un resumen claro: las ideas clave, una sinopsis breve o un repaso capítulo a capítulo. Pruébalo gratis.',
      },
      heading: 'Creador de resúmenes de libros',
      intro:
        'Obtén las ideas clave de un libro en pocos párrafos, o convierte tu propio manuscrito en una sinopsis y en resúmenes de capítulo para tu página de venta.',
      howItWorks: [
        {
          id: 'type',
          title: 'Escribe el título y el autor',
          text: 'De cualquier libro, como La vida es sueño, de Calderón de la Barca. Si el libro es tuyo, pega sus capítulos después de registrarte.',
        },
        SIGN_UP,
        {
          id: 'get',
          title: 'Recibe el resumen',
          text: 'Se abre en el editor, donde puedes pedir en su lugar una frase de presentación o un repaso capítulo a capítulo.',
        },
      ],
      whatYouGet: [
        { id: 'key-ideas', text: 'Las ideas clave del libro en unos pocos párrafos' },
        {
          id: 'own-book',
          text: 'Para tu propio manuscrito: una sinopsis, un texto de contraportada y un párrafo por capítulo',
        },
        {
          id: 'map',
          text: 'Un mapa del libro, no un sustituto: comprueba las citas y los detalles en el original',
        },
      ],
      forWhom: {
        heading: 'A quién ayuda',
        points: [
          {
            id: 'students',
            text: 'Estudiantes que repasan lecturas obligatorias antes de un examen',
          },
          {
            id: 'authors',
            text: 'Autores que necesitan la sinopsis y la contraportada de su propio libro',
          },
          { id: 'clubs', text: 'Clubes de lectura y blogueros que preparan notas y reseñas' },
        ],
      },
      form: {
        label: 'Título y autor del libro',
        placeholder: 'p. ej., La vida es sueño, de Calderón de la Barca',
        hint: '¿Es tu propio libro? Pega sus capítulos en el editor después de registrarte.',
        submit: 'Resume el libro',
        param: 'title',
        action: 'tool_bookSummary',
      },
      examples: {
        heading: 'Resúmenes de ejemplo',
        items: [
          {
            id: 'strategy',
            input: 'El arte de la guerra, de Sun Tzu',
            output:
              'Un breve tratado de estrategia con una idea central: la mejor victoria es la que se logra sin combatir. Sun Tzu insiste en conocerse a uno mismo y al adversario, elegir el terreno, usar el engaño y actuar solo cuando las condiciones son favorables.',
          },
          {
            id: 'novel',
            input: 'Lazarillo de Tormes (anónimo)',
            output:
              'Lázaro, un muchacho pobre de Salamanca, cuenta su vida al servicio de varios amos: un ciego astuto, un clérigo avaro y un escudero sin un centavo. Con cada uno aprende a sobrevivir a base de ingenio. Es la obra que inauguró la novela picaresca y una sátira mordaz de la España del siglo XVI.',
          },
          {
            id: 'philosophy',
            input: 'La vida es sueño, de Calderón de la Barca',
            output:
              'El príncipe Segismundo vive encerrado en una torre porque un oráculo predijo que sería un tirano. Su padre lo pone a prueba en palacio, él se comporta con violencia y vuelve a la torre convencido de que todo fue un sueño. La obra se pregunta si somos libres frente al destino y concluye que, sueño o no, hay que obrar bien.',
          },
        ],
      },
      faq: [
        {
          id: 'own-manuscript',
          question: '¿Puedo resumir mi propio manuscrito?',
          answer:
            'Sí. Pega o sube tus capítulos en el editor e Inkwell AI redacta una sinopsis, el texto de contraportada y un resumen de un párrafo por capítulo.',
        },
        {
          id: 'length',
          question: '¿Qué extensión tiene un resumen?',
          answer:
            'Unos pocos párrafos por defecto. También puedes pedir una frase de presentación, un resumen de 300 palabras o un repaso de cada capítulo.',
        },
        {
          id: 'accuracy',
          question: '¿Puedo confiar en el resumen de un libro que no leí?',
          answer:
            'Úsalo como un mapa, no como sustituto. Los resúmenes con IA captan bien la estructura y las ideas principales, pero pueden perder matices: comprueba citas y detalles en el propio libro.',
        },
      ],
      related: ['authorBio', 'kdpKeywords', 'marketingStrategy'],
      cta: {
        heading: 'Sinopsis, contraportada y libro en un solo lugar',
        text: `Escribe tu libro, su resumen y su descripción de venta en el mismo editor y expórtalo en ${FORMATS}.`,
        button: 'Empieza gratis',
        action: 'tool_bookSummary',
      },
    },
    kdpKeywords: {
      seo: {
        title: 'Herramienta de palabras clave para KDP – Inkwell AI',
        description:
          'Encuentra las frases que usan los lectores para buscar libros como el tuyo, listas para las siete casillas de palabras clave de KDP. Pruébalo gratis.',
      },
      heading: 'Herramienta de palabras clave para KDP',
      intro:
        'Escribe el tema de tu libro y recibe frases de búsqueda concretas, como las que usan los lectores, listas para las siete casillas de palabras clave de KDP sin repetir palabras del título.',
      howItWorks: [
        {
          id: 'type',
          title: 'Describe tu libro',
          text: 'Su tema o género, con las palabras que usaría un lector para buscarlo.',
        },
        SIGN_UP,
        {
          id: 'get',
          title: 'Recibe frases de búsqueda',
          text: 'Se abren en el editor, listas para copiarlas en KDP cuando publiques.',
        },
      ],
      whatYouGet: [
        {
          id: 'seven',
          text: 'Siete frases de búsqueda específicas, una para cada casilla de palabras clave de KDP',
        },
        { id: 'no-repeats', text: 'Frases que dejan fuera las palabras que ya están en tu título' },
        {
          id: 'no-volume',
          text: 'Sugerencias, no datos de búsqueda: la herramienta no muestra el volumen de búsqueda',
        },
      ],
      forWhom: {
        heading: 'A quién ayuda',
        points: [
          { id: 'launching', text: 'Autores independientes que lanzan un título nuevo en KDP' },
          {
            id: 'low-visibility',
            text: 'Autores cuyo libro cuesta encontrar y necesita mejores palabras clave',
          },
          { id: 'series', text: 'Editores con un catálogo o una saga que optimizar' },
        ],
      },
      form: {
        label: 'Tema o género del libro',
        placeholder: 'p. ej., recetas keto para principiantes',
        hint: 'Describe el libro como lo buscaría un lector.',
        submit: 'Busca palabras clave',
        param: 'topic',
        action: 'tool_kdpKeywords',
      },
      examples: {
        heading: 'Palabras clave de ejemplo',
        items: [
          {
            id: 'keto',
            input: 'Recetas keto para principiantes',
            output:
              'recetas keto fáciles para principiantes · menú semanal bajo en carbohidratos · dieta cetogénica para gente ocupada · comidas keto para llevar al trabajo · cenas sin azúcar para toda la familia · cocinar por adelantado con dieta keto · lista de la compra keto',
          },
          {
            id: 'cosy-mystery',
            input: 'Novela de misterio con un gato detective',
            output:
              'novela de misterio con gato detective · misterio ligero en un pueblo pequeño · serie con un detective aficionado · novela policiaca para amantes de los gatos · misterio con humor y recetas · serie de misterio en una librería · novelas de detectives cortas y divertidas',
          },
          {
            id: 'teen-anxiety',
            input: 'Cuaderno sobre ansiedad para adolescentes',
            output:
              'cuaderno de ejercicios para la ansiedad adolescente · terapia cognitivo conductual para jóvenes · diario de gestión emocional para chicas · controlar el estrés en la adolescencia · mindfulness para adolescentes · ataques de pánico en adolescentes · autoestima para estudiantes de secundaria',
          },
        ],
      },
      faq: [
        {
          id: 'how-many',
          question: '¿Cuántas palabras clave puedo agregar en KDP?',
          answer:
            'KDP te ofrece siete casillas de palabras clave por libro. Cada una admite una frase corta, así que aprovéchalas con frases relacionadas en lugar de palabras sueltas.',
        },
        {
          id: 'repeat-title',
          question: '¿Debo repetir palabras del título?',
          answer:
            'No hace falta. El título y el subtítulo ya cuentan para las búsquedas, así que dedica las casillas a palabras y frases que no aparezcan en ellos.',
        },
        {
          id: 'volume',
          question: '¿La herramienta muestra el volumen de búsqueda?',
          answer:
            'No. Sugiere frases a partir de cómo describen los lectores libros como el tuyo. Escríbelas en el buscador de la tienda antes de publicar: si se autocompletan, es que la gente las usa.',
        },
      ],
      related: ['ebookIdeas', 'bookSummary', 'marketingStrategy'],
      cta: {
        heading: 'Palabras clave listas. ¿Y el libro?',
        text: `Escríbelo, diseña la portada y exporta un archivo ${FORMATS} listo para subir, todo con Inkwell AI.`,
        button: 'Empieza gratis',
        action: 'tool_kdpKeywords',
      },
    },
    novelOutline: {
      seo: {
        title: 'Generador de esquemas para novelas – Inkwell AI',
        description:
          'Convierte tu premisa en el esquema de una novela, capítulo a capítulo, con puntos de giro y un final a la altura. Pruébalo gratis con Inkwell AI.',
      },
      heading: 'Generador de esquemas para novelas',
      intro:
        'Dale tu premisa y recibe un esquema estructurado: el arranque, los puntos de giro, la sorpresa del punto medio y el desenlace, repartidos en capítulos que puedes empezar a escribir.',
      howItWorks: [
        {
          id: 'type',
          title: 'Escribe tu premisa',
          text: 'Una o dos frases: quién es el protagonista y qué sale mal.',
        },
        SIGN_UP,
        {
          id: 'get',
          title: 'Recibe tu esquema',
          text: 'Se abre en el editor, donde puedes escribir cada capítulo con el plan a la vista.',
        },
      ],
      whatYouGet: [
        {
          id: 'chapters',
          text: 'Un esquema capítulo a capítulo: entre 20 y 30 capítulos para una novela, menos para una novela corta',
        },
        {
          id: 'turning-points',
          text: 'El arranque, los puntos de giro, el giro del punto medio y el final',
        },
        {
          id: 'structure',
          text: 'Una estructura en tres actos, u otra como el viaje del héroe si la pides',
        },
      ],
      forWhom: {
        heading: 'A quién ayuda',
        points: [
          {
            id: 'plotters',
            text: 'Escritores de mapa que quieren la estructura resuelta antes de empezar',
          },
          { id: 'stuck', text: 'Escritores de brújula atascados a mitad del borrador' },
          {
            id: 'expanding',
            text: 'Autores que quieren convertir un relato en una novela completa',
          },
        ],
      },
      form: {
        label: 'Tu premisa',
        placeholder: 'p. ej., una farera recibe cartas de su yo del futuro',
        hint: 'Una o dos frases: quién es el protagonista y qué sale mal.',
        submit: 'Crea tu esquema',
        param: 'premise',
        action: 'tool_novelOutline',
      },
      examples: {
        heading: 'Esquemas de ejemplo',
        items: [
          {
            id: 'lighthouse',
            input: 'Una farera recibe cartas de su yo del futuro',
            output:
              'Cap. 1–4: Marta acepta el puesto en el faro de Punta Escondida y encuentra una carta fechada diez años después que la previene contra el barco de suministros. Cap. 5–10: las cartas aciertan una y otra vez, y ella las obedece. Punto medio: una le pide que deje encallar un barco. Cap. 15–20: descubre quién las escribe de verdad, y escribe ella la última.',
          },
          {
            id: 'heist',
            input: 'Thriller sobre un robo de arte en Buenos Aires',
            output:
              'Acto I: una restauradora caída en desgracia acepta autentificar un cuadro que van a sustituir durante una gala del museo. Acto II: la banda se divide cuando la falsificadora resulta ser su hermana; en el punto medio descubren que el cuadro del museo ya es falso. Acto III: ella roba el original a quienes la contrataron.',
          },
          {
            id: 'middle-grade',
            input: 'Fantasía para lectores de 9 a 12 años: un niño que habla con los mapas',
            output:
              'Parte 1: Teo oye al viejo atlas de su abuela quejarse de que han borrado un pueblo. Parte 2: con su prima Inés viaja por los márgenes del mapa para averiguar quién está eliminando lugares. Parte 3: el culpable es un agrimensor solitario, y Teo lo convence de dibujar lugares nuevos.',
          },
        ],
      },
      faq: [
        {
          id: 'structure',
          question: '¿Qué estructura narrativa usa?',
          answer:
            'Una estructura en tres actos con un punto medio y un momento de crisis antes del clímax, salvo que pidas otra, como el viaje del héroe o la estructura de siete puntos.',
        },
        {
          id: 'chapters',
          question: '¿Cuántos capítulos tendrá mi esquema?',
          answer:
            'Entre 20 y 30 para una novela completa, y menos para una novela corta. En el editor eliges el número de capítulos, igual que con un ebook.',
        },
        {
          id: 'change',
          question: '¿Puedo cambiar el esquema cuando empiece a escribir?',
          answer:
            'Sí. Mueve, fusiona o reescribe capítulos cuando la historia lo pida. El esquema es un plan, no un contrato.',
        },
      ],
      related: ['novelIdeas', 'novelTitles', 'shortStory'],
      cta: {
        heading: 'Del esquema al borrador terminado',
        text: `Escribe cada capítulo a partir de tu esquema en el editor de Inkwell AI, con el plan siempre a la vista.`,
        button: 'Empieza gratis',
        action: 'tool_novelOutline',
      },
    },
    shortStory: {
      seo: {
        title: 'Generador de relatos cortos con IA – Inkwell AI',
        description:
          'Un relato completo a partir de una sola línea: un personaje, un giro o una atmósfera. Cuentos para adultos o para niños que puedes editar a tu gusto.',
      },
      heading: 'Generador de relatos cortos con IA',
      intro:
        'Parte de una frase, un personaje o una situación extraña y recibe un relato completo, con un comienzo, un giro y un final que deja huella.',
      howItWorks: [
        {
          id: 'type',
          title: 'Escribe una idea para el relato',
          text: 'Una frase, un personaje o una situación extraña. Agrega un género o, si es para un niño, su edad.',
        },
        SIGN_UP,
        {
          id: 'get',
          title: 'Recibe un relato completo',
          text: 'Se abre en el editor, donde puedes reescribirlo con tu propia voz.',
        },
      ],
      whatYouGet: [
        { id: 'complete', text: 'Un relato corto completo, normalmente de 800 a 1500 palabras' },
        { id: 'shape', text: 'Un comienzo, un giro y un final que deja huella' },
        {
          id: 'age',
          text: 'Palabras, extensión y temas adecuados a la edad del niño, si la indicas',
        },
      ],
      forWhom: {
        heading: 'A quién ayuda',
        points: [
          { id: 'warm-up', text: 'Escritores que quieren calentar motores o salir de un bloqueo' },
          { id: 'teachers', text: 'Docentes que necesitan lecturas nuevas para su clase' },
          { id: 'parents', text: 'Madres y padres que inventan cuentos para dormir con sus hijos' },
        ],
      },
      form: {
        label: 'Idea para el relato',
        placeholder: 'p. ej., una máquina expendedora que concede un deseo al día',
        hint: 'Agrega un género o, si el cuento es para un niño, su edad.',
        submit: 'Escribe tu relato',
        param: 'idea',
        action: 'tool_shortStory',
      },
      examples: {
        heading: 'Así empiezan los relatos',
        items: [
          {
            id: 'vending-machine',
            input: 'Una máquina expendedora que concede un deseo al día',
            output:
              'La máquina expendedora del cuarto piso de la aseguradora llevaba once años averiada, por eso nadie notó cuando empezó a aceptar deseos en lugar de monedas. Lucía lo descubrió un martes, cuando deseó cualquier cosa menos la reunión trimestral y sonó la alarma de incendios.',
          },
          {
            id: 'shy-cloud',
            input: 'Cuento para dormir sobre una nube tímida, para un niño de cinco años',
            output:
              'Nimbo era la nube más pequeña del cielo, y también la más tímida. Cuando las nubes grandes tronaban y llovían, Nimbo se escondía detrás de la luna. Pero una tarde de mucho calor, un jardincito allá abajo tenía muchísima sed, y solo una nube muy pequeña cabía entre los edificios altos para llegar hasta él.',
          },
          {
            id: 'mars',
            input: 'Ciencia ficción: el último mensaje de una colonia en Marte',
            output:
              'La última transmisión de la base Tharsis duraba cuatro segundos y solo contenía cantos de pájaros. En Marte no había pájaros. La doctora Okafor la escuchó trescientas veces antes de darse cuenta de que el ritmo era código morse.',
          },
        ],
      },
      faq: [
        {
          id: 'length',
          question: '¿Qué extensión tienen los relatos?',
          answer:
            'Normalmente entre 800 y 1500 palabras, unos cinco minutos de lectura. En el editor puedes pedir un microrrelato o una pieza más larga.',
        },
        {
          id: 'children',
          question: '¿Puede escribir cuentos para niños?',
          answer:
            'Sí. Indica la edad y el cuento adapta el vocabulario, la extensión y los temas. Muchas familias y docentes reúnen varios cuentos en un ebook ilustrado.',
        },
        {
          id: 'publish',
          question: '¿Puedo publicar los relatos?',
          answer:
            'Sí, son tuyos. Edítalos con tu propia voz, reúnelos en una antología y publícala en nuestro marketplace o en cualquier otra tienda.',
        },
      ],
      related: ['shortPoem', 'novelIdeas', 'novelOutline'],
      cta: {
        heading: 'Convierte un relato en una colección',
        text: `Escribe más relatos, agrega ilustraciones y portada, y exporta la colección en ${FORMATS}.`,
        button: 'Empieza gratis',
        action: 'tool_shortStory',
      },
    },
    shortPoem: {
      seo: {
        title: 'Generador de poemas cortos con IA – Inkwell AI',
        description:
          'Un poema corto sobre lo que quieras: un cumpleaños, una despedida, un lunes de lluvia. Elige verso libre, rima o haiku y quédate con los mejores versos.',
      },
      heading: 'Generador de poemas cortos con IA',
      intro:
        'Dale un tema y una forma y recibe un poema breve para una tarjeta, una publicación, un brindis o simplemente para ti.',
      howItWorks: [
        {
          id: 'type',
          title: 'Elige un tema y una forma',
          text: 'Algo concreto, como la cocina de tu abuela, en verso libre, con rima o en haiku.',
        },
        SIGN_UP,
        {
          id: 'get',
          title: 'Recibe un poema corto',
          text: 'Se abre en el editor, donde puedes retocarlo y luego imprimirlo o compartirlo.',
        },
      ],
      whatYouGet: [
        {
          id: 'form',
          text: 'Un poema corto en la forma que elegiste: verso libre, con rima o haiku',
        },
        { id: 'language', text: 'Versos en el idioma en que escribas el tema' },
        {
          id: 'yours',
          text: 'Un poema que te pertenece: imprímelo en una tarjeta o léelo en voz alta',
        },
      ],
      forWhom: {
        heading: 'A quién ayuda',
        points: [
          { id: 'cards', text: 'Quien tiene que escribir una tarjeta y no encuentra las palabras' },
          { id: 'poets', text: 'Poetas que buscan un primer verso con el que empezar a trabajar' },
          {
            id: 'teachers',
            text: 'Docentes que muestran cómo suena un mismo tema en distintas formas',
          },
        ],
      },
      form: {
        label: '¿Sobre qué es el poema?',
        placeholder: 'p. ej., la cocina de mi abuela',
        hint: 'Un tema concreto da mejores poemas que uno abstracto.',
        submit: 'Escribe tu poema',
        param: 'subject',
        action: 'tool_shortPoem',
        options: {
          label: 'Forma',
          param: 'form',
          items: [
            { id: 'free-verse', label: 'Verso libre' },
            { id: 'rhyming', label: 'Con rima' },
            { id: 'haiku', label: 'Haiku' },
          ],
        },
      },
      examples: {
        heading: 'Poemas de ejemplo',
        items: [
          {
            id: 'kitchen',
            input: 'La cocina de mi abuela, verso libre',
            output:
              'La olla todavía sabe su ritmo: / dos golpes, un suspiro, el vapor. / Hay harina en las vetas de la mesa / como algo que ella quiso decir.',
          },
          {
            id: 'rainy-monday',
            input: 'Un lunes de lluvia, haiku',
            output: 'Paraguas en flor / desconocidos bajo / el mismo cielo',
          },
          {
            id: 'nurse',
            input: 'Tarjeta de jubilación para una enfermera, con rima',
            output:
              'Treinta años velando la noche ajena, / calmando miedos con voz serena. / Hoy cuelgas la bata en el estante: / ahora cuidarte es lo importante.',
          },
        ],
      },
      faq: [
        {
          id: 'forms',
          question: '¿Qué formas poéticas puede escribir?',
          answer:
            'Verso libre, verso con rima y haiku desde esta página. En el editor también puedes pedir sonetos, acrósticos, décimas y mucho más.',
        },
        {
          id: 'use',
          question: '¿Puedo usar el poema en una tarjeta o en un discurso?',
          answer: 'Sí. El poema te pertenece: puedes imprimirlo, compartirlo o leerlo en voz alta.',
        },
        {
          id: 'languages',
          question: '¿Puede escribir poemas en otros idiomas?',
          answer:
            'Sí. Escribe el tema en el idioma que quieras y el poema llegará en ese mismo idioma.',
        },
      ],
      related: ['shortStory', 'novelIdeas', 'emailWriter'],
      cta: {
        heading: 'Reúne tus poemas en un libro',
        text: `Escribe un poemario completo, agrega ilustraciones y portada, y expórtalo en ${FORMATS}.`,
        button: 'Empieza gratis',
        action: 'tool_shortPoem',
      },
    },
    courseName: {
      seo: {
        title: 'Generador de nombres para cursos con IA – Inkwell AI',
        description:
          'Consigue nombres para tu curso online que dejan claro para quién es y qué lograrán tus alumnos. Escribe el tema y pruébalo gratis con Inkwell AI.',
      },
      heading: 'Generador de nombres para cursos con IA',
      intro:
        'Describe qué enseña tu curso y a quién va dirigido, y recibe nombres que prometen un resultado claro, cada uno con su subtítulo.',
      howItWorks: [
        { id: 'type', title: 'Describe tu curso', text: 'Qué enseña y a quién va dirigido.' },
        SIGN_UP,
        {
          id: 'get',
          title: 'Recibe nombres para tu curso',
          text: 'Se abren en el editor, donde puedes convertir el que te guste en módulos y lecciones.',
        },
      ],
      whatYouGet: [
        { id: 'names', text: 'Nombres de curso que prometen un resultado claro' },
        { id: 'subtitles', text: 'Un subtítulo a juego con cada nombre' },
        {
          id: 'check',
          text: 'Nombres para comprobar antes de decidir: búscalos primero en plataformas de cursos y entre los dominios',
        },
      ],
      forWhom: {
        heading: 'A quién ayuda',
        points: [
          {
            id: 'coaches',
            text: 'Coaches y consultores que quieren convertir lo que saben en un curso',
          },
          { id: 'teachers', text: 'Docentes que lanzan su primer curso online' },
          { id: 'renaming', text: 'Creadores cuyo curso necesita un nombre que lo venda' },
        ],
      },
      form: {
        label: '¿Qué enseña tu curso?',
        placeholder: 'p. ej., acuarela para principiantes absolutos',
        hint: 'Agrega a quién va dirigido para obtener nombres más específicos.',
        submit: 'Ponle nombre a tu curso',
        param: 'topic',
        action: 'tool_courseName',
      },
      examples: {
        heading: 'Nombres de curso de ejemplo',
        items: [
          {
            id: 'watercolour',
            input: 'Acuarela para principiantes absolutos',
            output:
              'Agua y color: acuarela en 30 días · La primera pincelada: fundamentos de acuarela · Suelta la mano: pinta tu primer paisaje',
          },
          {
            id: 'spreadsheets',
            input: 'Hojas de cálculo para pequeños negocios',
            output:
              'Números claros: hojas de cálculo para tu negocio · Tu contabilidad en una hora a la semana · Del recibo al informe: hojas de cálculo sin miedo',
          },
          {
            id: 'public-speaking',
            input: 'Hablar en público para ingenieros',
            output:
              'Habla como programas: presentaciones claras para ingenieros · El ingeniero que comunica · Datos, historias y silencios: oratoria para perfiles técnicos',
          },
        ],
      },
      faq: [
        {
          id: 'good-name',
          question: '¿Qué hace bueno el nombre de un curso?',
          answer:
            'Nombra el resultado, no el proceso, y deja claro para quién es. «Pinta tu primer paisaje» vende más que «Acuarela, módulo 1».',
        },
        {
          id: 'outline',
          question: '¿También me ayuda a planificar el curso?',
          answer:
            'Sí. En el editor, convierte el nombre en módulos y lecciones, o escribe un ebook complementario para regalarlo como lead magnet del curso.',
        },
        {
          id: 'taken',
          question: '¿Debo comprobar si el nombre ya está en uso?',
          answer:
            'Sí. Busca en las plataformas de cursos y en los dominios disponibles antes de decidir, y evita nombres parecidos a una marca existente.',
        },
      ],
      related: ['marketingStrategy', 'audienceProblems', 'ebookIdeas'],
      cta: {
        heading: 'Llena tu curso con un ebook gratuito',
        text: `Un ebook gratuito es una de las formas más sencillas de atraer alumnos a un curso. Escribe el tuyo con Inkwell AI en ${MINUTES}.`,
        button: 'Empieza gratis',
        action: 'tool_courseName',
      },
    },
    marketingStrategy: {
      seo: {
        title: 'Generador de estrategias de marketing con IA – Inkwell AI',
        description:
          'Describe tu libro, curso o producto y recibe un plan de marketing: a quién dirigirte, qué canales usar, qué decir y un calendario de lanzamiento semanal.',
      },
      heading: 'Generador de estrategias de marketing con IA',
      intro:
        'Cuéntale a Inkwell AI qué vendes y quién lo compra, y recibe un plan práctico: público, mensaje, canales y un calendario de lanzamiento para empezar esta misma semana.',
      howItWorks: [
        {
          id: 'type',
          title: 'Di qué quieres promocionar',
          text: 'Tu libro, curso o producto, para quién es y dónde lo vendes.',
        },
        SIGN_UP,
        {
          id: 'get',
          title: 'Recibe tu plan',
          text: 'Se abre en el editor, donde puedes pedir más detalle sobre cualquier parte.',
        },
      ],
      whatYouGet: [
        { id: 'audience', text: 'A quién dirigirte y el mensaje que conecta con esa gente' },
        { id: 'channels', text: 'Los canales que conviene usar y qué hacer en cada uno' },
        {
          id: 'schedule',
          text: 'Un calendario de lanzamiento semana a semana para empezar esta misma semana',
        },
      ],
      forWhom: {
        heading: 'A quién ayuda',
        points: [
          { id: 'authors', text: 'Autores que lanzan un libro sin presupuesto de marketing' },
          {
            id: 'small-business',
            text: 'Dueños de pequeños negocios que hacen su marketing al terminar la jornada',
          },
          {
            id: 'course-creators',
            text: 'Creadores de cursos que preparan su próximo lanzamiento',
          },
        ],
      },
      form: {
        label: '¿Qué quieres promocionar?',
        placeholder: 'p. ej., un recetario de cenas veganas en 30 minutos',
        hint: 'Indica para quién es y dónde lo vendes.',
        submit: 'Crea tu estrategia',
        param: 'product',
        action: 'tool_marketingStrategy',
      },
      examples: {
        heading: 'Estrategias de ejemplo',
        items: [
          {
            id: 'cookbook',
            input: 'Recetario de cenas veganas en 30 minutos',
            output:
              'Público: familias flexitarianas con poco tiempo, no veganos de siempre. Mensaje: «la cena lista antes de terminar la tarea». Canales: videos cortos de recetas, un PDF gratuito con cinco recetas, colaboraciones con blogs de cocina familiar. Semana 1: publica el PDF. Semana 2: un video al día. Semana 3: precio de lanzamiento para suscriptores.',
          },
          {
            id: 'bike-shop',
            input: 'Taller de reparación de bicicletas de barrio',
            output:
              'Público: personas que van al trabajo en bici en un radio de 5 km. Oferta: revisión de seguridad de primavera a precio fijo. Canales: ficha en mapas con fotos, folletos en la estación de tren, una promoción conjunta con la cafetería de al lado. Medición: reservas por semana y clientes que vuelven en 90 días.',
          },
          {
            id: 'copywriting-course',
            input: 'Curso online de redacción publicitaria freelance',
            output:
              'Público: recién graduados en marketing y personas que cambian de profesión. Promesa: «tu primer cliente de pago en 60 días». Canales: un minicurso gratuito de cinco días por email, sesiones de preguntas en vivo cada semana, reseñas del grupo piloto. Lanzamiento: diez días de inscripción y precio especial las primeras 48 horas.',
          },
        ],
      },
      faq: [
        {
          id: 'complete',
          question: '¿Es un plan de marketing completo?',
          answer:
            'Es un primer borrador sólido: público, mensaje, canales y calendario. Ajusta el presupuesto y las fechas a tu situación y pide más detalle sobre cualquier parte.',
        },
        {
          id: 'content',
          question: '¿También puede crear el contenido de marketing?',
          answer: `Sí. Inkwell AI se encarga de más de ${CLAIMS.marketingTasks.replace('+', '')} tareas de marketing, desde emails de lanzamiento y publicaciones para redes hasta anuncios y lead magnets.`,
        },
        {
          id: 'not-books',
          question: '¿Sirve para algo que no sea un libro?',
          answer:
            'Sí. Describe cualquier producto o servicio (un curso, una app, una tienda de barrio, una consultoría) y el plan se adapta.',
        },
      ],
      related: ['audienceProblems', 'emailWriter', 'kdpKeywords'],
      cta: {
        heading: 'Escribe el lead magnet que tu plan necesita',
        text: `Casi todos los planes de lanzamiento empiezan con un ebook gratuito. Escribe el tuyo con Inkwell AI en ${MINUTES}, con portada y un PDF listo para compartir.`,
        button: 'Empieza gratis',
        action: 'tool_marketingStrategy',
      },
    },
    authorBio: {
      seo: {
        title: 'Generador de biografías de autor – Inkwell AI',
        description:
          'Crea una biografía de autor profesional para tu contraportada, tu web o tu tienda. Cuéntanos unos datos sobre ti y recíbela al momento.',
      },
      heading: 'Generador de biografías de autor',
      intro:
        'Comparte unos pocos datos sobre ti y recibe una biografía breve y cercana, en tercera persona, para la contraportada, la tienda o tu perfil de ponente.',
      howItWorks: [
        {
          id: 'type',
          title: 'Cuenta unos datos sobre ti',
          text: 'Tu profesión, dónde vives, qué escribes y un detalle personal.',
        },
        SIGN_UP,
        {
          id: 'get',
          title: 'Recibe tu biografía',
          text: 'Se abre en el editor, donde puedes pedir una versión más corta o más larga.',
        },
      ],
      whatYouGet: [
        { id: 'third-person', text: 'Una biografía breve y cercana en tercera persona' },
        {
          id: 'places',
          text: 'Pensada para una contraportada, una página de tienda o un perfil de ponente',
        },
        { id: 'versions', text: 'Una versión corta y otra larga, si pides las dos' },
      ],
      forWhom: {
        heading: 'A quién ayuda',
        points: [
          { id: 'debut', text: 'Autores noveles que escriben su biografía por primera vez' },
          { id: 'experts', text: 'Expertos que publican un libro sobre su especialidad' },
          {
            id: 'versions',
            text: 'Autores que necesitan una versión corta y otra larga para distintos sitios',
          },
        ],
      },
      form: {
        label: 'Unos datos sobre ti',
        placeholder: 'p. ej., enfermera, vive en Rosario, escribe thrillers médicos, dos gatos',
        hint: 'Tu profesión, dónde vives, qué escribes y un detalle personal son más que suficientes.',
        submit: 'Escribe tu biografía',
        param: 'facts',
        action: 'tool_authorBio',
      },
      examples: {
        heading: 'Biografías de ejemplo',
        items: [
          {
            id: 'nurse',
            input: 'Enfermera, vive en Rosario, escribe thrillers médicos, dos gatos',
            output:
              'Clara Ibarra pasó quince años en guardias nocturnas de urgencias antes de empezar a escribir los thrillers que le habría gustado leer en sus descansos. Vive en Rosario con su pareja y dos gatos que jamás la han dejado dormir hasta tarde. Horas críticas es su primera novela.',
          },
          {
            id: 'planner',
            input: 'Asesor financiero desde hace 20 años, primer libro sobre jubilación',
            output:
              'Tomás Aranda lleva dos décadas ayudando a familias a planificar su jubilación, y todavía explica las pensiones como se las explicaría a sus padres: claro y sin tecnicismos. Cuánto es suficiente es su primer libro.',
          },
          {
            id: 'teacher',
            input: 'Maestra de primaria en Valencia, escribe álbumes ilustrados',
            output:
              'Marta Soler dio clase a niños de siete años en Valencia durante doce años, y sus alumnos fueron siempre sus críticos más exigentes. Sus álbumes ilustrados nacieron de los cuentos que inventaba al final de cada jornada. Cuando no escribe, cuida (mal) su huerto y lee (muy bien).',
          },
        ],
      },
      faq: [
        {
          id: 'person',
          question: '¿La biografía va en primera o en tercera persona?',
          answer:
            'La tercera persona es lo habitual en contraportadas y tiendas; la primera encaja en una newsletter o en tu propia web. El generador escribe en tercera persona y puedes cambiarla en el editor.',
        },
        {
          id: 'length',
          question: '¿Qué extensión debe tener mi biografía?',
          answer:
            'De cincuenta a cien palabras para una contraportada y hasta trescientas para una web. Pide las dos versiones y usa cada una donde corresponda.',
        },
        {
          id: 'no-credentials',
          question: '¿Y si no tengo trayectoria como escritor?',
          answer:
            'La mayoría de los autores noveles no la tienen. Una buena biografía muestra por qué eres la persona indicada para este libro: tu profesión, tu experiencia o tu pasión de años por el tema.',
        },
      ],
      related: ['bookSummary', 'emailWriter', 'novelTitles'],
      cta: {
        heading: 'Pon tu biografía en un libro publicado',
        text: `Publica en nuestro marketplace con tu biografía, una portada hecha con IA y el precio que tú elijas. Te quedas con el ${CLAIMS.royaltyConnected}\u00a0% de cada venta, o no pagas comisión a Inkwell AI si cobras con tu propio enlace de pago.`,
        button: 'Publica tu libro',
        action: 'tool_authorBio',
      },
    },
    emailWriter: {
      seo: {
        title: 'Redactor de emails con IA: correos claros – Inkwell AI',
        description:
          'Di lo que necesitas y recibe un email claro y cercano, con su asunto: newsletters, seguimientos, lanzamientos o respuestas a lectores y clientes.',
      },
      heading: 'Redactor de emails con IA',
      intro:
        'Explica qué debe conseguir el email y a quién va dirigido, y recibe un borrador listo para enviar, con un asunto que invita a abrirlo.',
      howItWorks: [
        {
          id: 'type',
          title: 'Di qué debe lograr el email',
          text: 'Quién lo leerá y qué quieres que haga.',
        },
        SIGN_UP,
        {
          id: 'get',
          title: 'Recibe un borrador listo para enviar',
          text: 'Se abre en el editor. Cópialo en tu correo o en tu herramienta de newsletter para enviarlo.',
        },
      ],
      whatYouGet: [
        { id: 'complete', text: 'Un email completo con asunto, saludo y despedida' },
        { id: 'tone', text: 'Con el tono que pidas: formal, cercano o breve' },
        { id: 'draft', text: 'Un borrador que envías tú: Inkwell AI no envía emails por ti' },
      ],
      forWhom: {
        heading: 'A quién ayuda',
        points: [
          { id: 'newsletters', text: 'Autores que escriben a los suscriptores de su newsletter' },
          {
            id: 'freelancers',
            text: 'Freelancers y consultores que hacen seguimiento a sus clientes',
          },
          { id: 'teams', text: 'Equipos pequeños que anuncian un lanzamiento o un cambio' },
        ],
      },
      form: {
        label: '¿Qué debe decir el email?',
        placeholder: 'p. ej., avisar a mis suscriptores de que mi libro sale el viernes',
        hint: 'Indica quién lo leerá y qué quieres que haga.',
        submit: 'Escribe tu email',
        param: 'brief',
        action: 'tool_emailWriter',
      },
      examples: {
        heading: 'Emails de ejemplo',
        items: [
          {
            id: 'launch',
            input: 'Avisar a mi newsletter de que mi libro sale el viernes',
            output:
              'Asunto: Por fin, este viernes. Hola, Sofía: El libro del que te hablo desde hace un año, El reloj de las mareas, sale este viernes. Durante las primeras 48 horas lo tendrás a precio de lanzamiento, y el viernes a primera hora te mando el enlace. Gracias por acompañarme en el camino. Lena',
          },
          {
            id: 'invoice',
            input: 'Recordar a un cliente una factura pendiente',
            output:
              'Asunto: Factura 1042, un recordatorio. Hola, Marcos: Te escribo para recordarte que la factura 1042 de la sesión de fotos de marzo venció el viernes pasado. Te la adjunto de nuevo por si se perdió entre otros correos. ¿Me confirmas cuándo podrás pagarla? Gracias, Paula',
          },
          {
            id: 'late-order',
            input: 'Disculparme con un cliente por un envío retrasado',
            output:
              'Asunto: Tu pedido llega tarde y lo sentimos. Hola, Jorge: Tu pedido debía llegarte el martes. Un retraso en nuestro almacén lo ha detenido; sale hoy y esta noche te enviamos el enlace de seguimiento. Ya te devolvimos el costo del envío.',
          },
        ],
      },
      faq: [
        {
          id: 'tone',
          question: '¿Puedo elegir el tono?',
          answer:
            'Sí. Agrega «formal», «cercano» o «breve» a tu petición, o reescribe el borrador con otro tono en el editor.',
        },
        {
          id: 'sending',
          question: '¿Envía el email por mí?',
          answer:
            'No. Inkwell AI redacta el email; tú lo pegas en tu correo o en tu herramienta de newsletter y lo envías.',
        },
        {
          id: 'sequence',
          question: '¿Puede escribir una secuencia de emails?',
          answer:
            'Sí. Pide una serie de bienvenida o una secuencia de lanzamiento y recibe cada email con su asunto y el día sugerido para enviarlo.',
        },
      ],
      related: ['coldEmail', 'marketingStrategy', 'authorBio'],
      cta: {
        heading: 'Dales a tus suscriptores algo que leer',
        text: `Un ebook breve es el mejor regalo de bienvenida para una newsletter. Escribe el tuyo con Inkwell AI en ${MINUTES}.`,
        button: 'Empieza gratis',
        action: 'tool_emailWriter',
      },
    },
    audienceProblems: {
      seo: {
        title: 'Puntos de dolor de tu público objetivo, con IA – Inkwell AI',
        description:
          'Describe a tu público y descubre sus problemas, miedos y metas, con sus propias palabras. Crea libros, cursos y ofertas que resuelvan necesidades reales.',
      },
      heading: 'Generador de puntos de dolor de tu público objetivo',
      intro:
        'Indica a quién quieres ayudar y recibe una lista de sus problemas reales, expresados como ellos los dirían, para que tu libro, curso u oferta responda a algo que la gente ya quiere resolver.',
      howItWorks: [
        {
          id: 'type',
          title: 'Indica tu público',
          text: 'Un grupo concreto, como nuevos responsables de equipo en empresas tecnológicas, da problemas más precisos.',
        },
        SIGN_UP,
        {
          id: 'get',
          title: 'Recibe sus problemas',
          text: 'Se abren en el editor, listos para dar forma a un libro, un lead magnet o una oferta.',
        },
      ],
      whatYouGet: [
        { id: 'problems', text: 'Una lista de los problemas, miedos y metas de tu público' },
        { id: 'their-words', text: 'Cada uno dicho como lo diría la gente de ese grupo' },
        {
          id: 'check',
          text: 'Un punto de partida que conviene confirmar hablando con algunas personas de tu público',
        },
      ],
      forWhom: {
        heading: 'A quién ayuda',
        points: [
          {
            id: 'nonfiction',
            text: 'Autores de no ficción que deciden qué problema resolverá su libro',
          },
          {
            id: 'marketers',
            text: 'Profesionales del marketing que escriben anuncios y landing pages',
          },
          { id: 'coaches', text: 'Coaches y consultores que dan forma a su oferta' },
        ],
      },
      form: {
        label: '¿Quién es tu audiencia?',
        placeholder: 'p. ej., nuevos responsables de equipo en empresas tecnológicas',
        hint: 'Cuanto más concreto sea el grupo, más precisos serán los problemas.',
        submit: 'Descubre sus puntos de dolor',
        param: 'audience',
        action: 'tool_audienceProblems',
      },
      examples: {
        heading: 'Listas de problemas de ejemplo',
        items: [
          {
            id: 'new-managers',
            input: 'Nuevos responsables de equipo en empresas tecnológicas',
            output:
              '«Me ascendieron por programar bien y ya no escribo código» · Dar feedback a quienes eran compañeros · Reuniones individuales que acaban en informes de estado · Decir que no a otros equipos · Ocupado todo el día sin terminar nada',
          },
          {
            id: 'toddler-sleep',
            input: 'Padres de niños pequeños que no duermen',
            output:
              'Acostarlos cuesta dos horas cada noche · Consejos contradictorios de la familia y de internet · Culpa por aplicar un método de sueño · Demasiado cansancio para rendir en el trabajo · Siempre se levanta de noche el mismo',
          },
          {
            id: 'retirees',
            input: 'Jubilados que empiezan un pequeño negocio online',
            output:
              'No saber en qué plataformas confiar · Miedo a hacer el ridículo en video · Cobrar demasiado poco por décadas de experiencia · Configurar pagos e impuestos · Aprender herramientas que sus nietos usan sin pensar',
          },
        ],
      },
      faq: [
        {
          id: 'source',
          question: '¿De dónde salen los problemas?',
          answer:
            'La IA los redacta a partir de cómo suele describir la gente estas situaciones. Toma la lista como punto de partida y confirma los problemas más importantes hablando con algunas personas de tu audiencia.',
        },
        {
          id: 'use',
          question: '¿Cómo uso la lista?',
          answer:
            'Elige el problema más frecuente y más urgente y crea un libro, un lead magnet o una oferta que lo resuelva. Usa las palabras de tu audiencia en tus titulares.',
        },
        {
          id: 'several',
          question: '¿Puedo analizar varias audiencias a la vez?',
          answer:
            'Usa el generador una vez por audiencia. Mezclar grupos desdibuja los problemas y los mensajes que les hablan.',
        },
      ],
      related: ['ebookIdeas', 'marketingStrategy', 'coldEmail'],
      cta: {
        heading: 'Resuelve su mayor problema en un libro',
        text: 'Convierte el primer punto de dolor de tu lista en un ebook centrado en él o en un lead magnet breve, con capítulos, imágenes y portada.',
        button: 'Empieza gratis',
        action: 'tool_audienceProblems',
      },
    },
    coldEmail: {
      seo: {
        title: 'Redactor de emails en frío con IA – Inkwell AI',
        description:
          'Emails en frío breves y personales para clientes, podcasts o reseñistas. Di a quién escribes y para qué, y recibe un borrador con una petición clara.',
      },
      heading: 'Redactor de emails en frío con IA',
      intro:
        'Describe a quién escribes y qué quieres conseguir, y recibe un primer email breve, personal y concreto, al que sea fácil responder que sí.',
      howItWorks: [
        {
          id: 'type',
          title: 'Di a quién escribes y para qué',
          text: 'Agrega un detalle sobre la persona para que el email sea personal.',
        },
        SIGN_UP,
        {
          id: 'get',
          title: 'Recibe un email en frío breve',
          text: 'Se abre en el editor. Lo envías tú, desde tu propia bandeja de entrada.',
        },
      ],
      whatYouGet: [
        { id: 'short', text: 'Un primer email de menos de 120 palabras, con asunto' },
        { id: 'shape', text: 'Una línea sobre la otra persona, una sobre ti y una petición clara' },
        { id: 'follow-ups', text: 'Uno o dos emails de seguimiento amables, si los pides' },
      ],
      forWhom: {
        heading: 'A quién ayuda',
        points: [
          { id: 'authors', text: 'Autores que se ofrecen a podcasts, blogueros y reseñistas' },
          { id: 'freelancers', text: 'Freelancers y agencias que buscan nuevos clientes' },
          { id: 'founders', text: 'Fundadores que contactan con posibles socios' },
        ],
      },
      form: {
        label: '¿A quién escribes y para qué?',
        placeholder: 'p. ej., a la presentadora de un podcast, para hablar de mi libro de huertos',
        hint: 'Un detalle sobre la persona hace que el email resulte personal.',
        submit: 'Escribe tu email en frío',
        param: 'recipient',
        action: 'tool_coldEmail',
      },
      examples: {
        heading: 'Emails en frío de ejemplo',
        items: [
          {
            id: 'podcast',
            input: 'A la presentadora de un podcast, para hablar de mi libro de huertos',
            output:
              'Asunto: Una idea de episodio sobre huertos mínimos. Hola, Maya: Tu episodio sobre tomates en el balcón es la razón por la que empecé a cultivar en mi terraza. Acabo de publicar Seis metros cuadrados, una guía para cultivar en espacios diminutos, y me encantaría contar los tres errores que comete todo el que empieza. ¿Te vendría bien una charla de 30 minutos en mayo?',
          },
          {
            id: 'bakery',
            input:
              'Al responsable de marketing de una cadena de panaderías, para ofrecer fotografía',
            output:
              'Asunto: Fotos para la nueva línea de masa madre. Hola, Tomás: Vi que la semana pasada lanzaron los panes de masa madre y las fotos de la tienda todavía no les hacen justicia. Fotografío comida para panaderías independientes de Monterrey. ¿Te envío gratis tres retoques de muestra de tus fotos actuales para que lo juzgues tú mismo?',
          },
          {
            id: 'reviewer',
            input: 'A una bloguera literaria, para pedir una reseña de mi primer thriller',
            output:
              'Asunto: Ejemplar para reseña: un crimen en el ferry nocturno. Hola, Ana: Tu entrada del mes pasado sobre misterios de habitación cerrada me hizo pensar que Camarote doce podría gustarte: un ferry nocturno, un cadáver y trescientos sospechosos. ¿Te envío un PDF anticipado? Sin compromiso de reseñarlo si no es tu tipo de libro.',
          },
        ],
      },
      faq: [
        {
          id: 'length',
          question: '¿Qué extensión debe tener un email en frío?',
          answer:
            'Poca: menos de 120 palabras. Una línea sobre la otra persona, otra sobre ti y una petición clara. El redactor se ciñe a eso por defecto.',
        },
        {
          id: 'allowed',
          question: '¿Hay normas para los emails en frío?',
          answer:
            'Dependen de cada país. Escribe a las personas en su faceta profesional, di quién eres, facilita darse de baja y nunca envíes en masa a listas compradas.',
        },
        {
          id: 'follow-ups',
          question: '¿Puede escribir los emails de seguimiento?',
          answer:
            'Sí. Pide uno o dos seguimientos amables para enviar unos días después si no recibes respuesta.',
        },
      ],
      related: ['emailWriter', 'audienceProblems', 'marketingStrategy'],
      cta: {
        heading: 'Preséntate con un libro en la mano',
        text: `Un libro publicado abre puertas que un email en frío no puede abrir. Escribe el tuyo con Inkwell AI, de la idea al borrador completo de un ebook de ${PAGES}.`,
        button: 'Empieza gratis',
        action: 'tool_coldEmail',
      },
    },
  },
};
