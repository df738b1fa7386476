import type { Messages } from '../../messages.js';

/**
 * Las 20 plantillas de portada y las 8 plantillas de PDF, en el orden de la especificación. Los
 * nombres se traducen cuando suena natural y se mantienen cuando son un término de estilo
 * (Cyber, Vaporwave); `key` y `colors` son datos, iguales en ambos idiomas.
 */
export const coverTemplates: Messages['templates']['cover'] = [
  {
    id: 1,
    name: 'Clásica',
    description:
      'Título centrado con tipografía serif sobre una ilustración enmarcada y tu nombre en una franja discreta. Atemporal para novela literaria, memorias e historia.',
  },
  {
    id: 2,
    name: 'Moderna',
    description:
      'Un título sans serif con aplomo sobre una imagen a sangre y un bloque de color limpio. Ideal para negocios, desarrollo personal y guías prácticas.',
  },
  {
    id: 3,
    name: 'Elegante',
    description:
      'Finas líneas doradas y un título en cursiva sobre un fondo oscuro y profundo. Pensada para novela romántica, poesía y estilo de vida.',
  },
  {
    id: 4,
    name: 'Impactante',
    description:
      'Letras enormes y apiladas en colores de alto contraste que se leen desde el otro lado de la sala. Para thrillers, fitness y motivación.',
  },
  {
    id: 5,
    name: 'Artística',
    description:
      'Pinceladas pictóricas y letras dibujadas a mano alrededor del título. Preciosa para libros de arte, poesía y memorias creativas.',
  },
  {
    id: 6,
    name: 'Limpia',
    description:
      'Mucho espacio en blanco, un pequeño icono y un título nítido. Perfecta para guías, checklists y lead magnets.',
  },
  {
    id: 7,
    name: 'Geométrica',
    description:
      'Triángulos y rectángulos entrelazados en dos o tres colores planos. Encaja con tecnología, finanzas y productividad.',
  },
  {
    id: 8,
    name: 'Dinámica',
    description:
      'Formas diagonales y líneas de movimiento que dan sensación de velocidad. Para deporte, startups e historias de acción.',
  },
  {
    id: 9,
    name: 'Circular',
    description:
      'El título dentro de un gran anillo de color, como una insignia o un sol naciente. Funciona para bienestar, espiritualidad y libros infantiles.',
  },
  {
    id: 10,
    name: 'Cyber',
    description:
      'Contornos de neón, retículas y efectos glitch sobre un fondo casi negro. Hecha para ciencia ficción, videojuegos y thrillers tecnológicos.',
  },
  {
    id: 11,
    name: 'Minimalista',
    description:
      'Solo el título, el autor y un pequeño detalle sobre un color plano. Para ensayo, filosofía y libros de diseño.',
  },
  {
    id: 12,
    name: 'Monocromática',
    description:
      'Tonos de un solo color, del más claro al más intenso, con un título tonal con fuerza. Con atmósfera para novela negra, poesía y fotografía.',
  },
  {
    id: 13,
    name: 'Holográfica',
    description:
      'Degradados iridiscentes que pasan del rosa al turquesa con un brillo satinado. Llamativa para belleza, moda y literatura juvenil.',
  },
  {
    id: 14,
    name: 'Vaporwave',
    description:
      'Degradados de atardecer, retículas retro y rosas y morados pastel salidos de los años 80. Para música, nostalgia y cultura pop.',
  },
  {
    id: 15,
    name: 'Editorial dividida',
    description:
      'La portada se parte en dos: una imagen a un lado y un bloque de título estilo revista al otro. Para periodismo, entrevistas y no ficción.',
  },
  {
    id: 16,
    name: 'Collage de papel',
    description:
      'Formas de papel rasgado y recortes superpuestos con aire de álbum artesanal. Cálida para manualidades, historias familiares y álbumes ilustrados.',
  },
  {
    id: 17,
    name: 'Clásica alternativa',
    description:
      'La composición Clásica al revés: el título arriba, un ornamento más grande y una paleta más cálida. Para novela histórica y biografías.',
  },
  {
    id: 18,
    name: 'Moderna superpuesta',
    description:
      'Una capa de color translúcida sobre una foto, con el título justo encima. Para viajes, cocina y estilo de vida.',
  },
  {
    id: 19,
    name: 'Elegante con panel',
    description:
      'Un panel central enmarcado que contiene el título, rodeado de una textura suave. Para libros de regalo, bodas y clásicos literarios.',
  },
  {
    id: 20,
    name: 'Franja impactante',
    description:
      'Una franja ancha de color cruza la portada y lleva el título. Para deporte, marketing y no ficción sin rodeos.',
  },
];

export const templates: Messages['templates'] = {
  cover: coverTemplates,
  pdf: [
    {
      key: 'modern',
      name: 'Moderna minimalista',
      description:
        'Márgenes amplios, una sans serif limpia y un único acento azul. Una lectura descansada para guías y libros de negocios.',
      colors: { primary: '#111827', secondary: '#6B7280', accent: '#2563EB', text: '#1F2937' },
    },
    {
      key: 'elegant',
      name: 'Serif elegante',
      description:
        'Tipografía serif clásica, letras capitulares y filetes finos entre secciones. Se lee como una novela bien impresa.',
      colors: { primary: '#2B2238', secondary: '#8C7A5B', accent: '#B08D57', text: '#2E2A24' },
    },
    {
      key: 'creative',
      name: 'Estudio creativo',
      description:
        'Títulos desenfadados, bloques de color y formas redondeadas. Para cuadernos de trabajo, libros infantiles y guías creativas.',
      colors: { primary: '#7C3AED', secondary: '#F472B6', accent: '#FBBF24', text: '#1F2937' },
    },
    {
      key: 'professional',
      name: 'Corporativa profesional',
      description:
        'Títulos bien jerarquizados, tonos azul marino y tablas ordenadas. Para informes, white papers y manuales de empresa.',
      colors: { primary: '#1E3A5F', secondary: '#4A6FA5', accent: '#F59E0B', text: '#1F2937' },
    },
    {
      key: 'nature',
      name: 'Inspirada en la naturaleza',
      description:
        'Verdes de hoja, marrones terrosos y texturas suaves. Para bienestar, jardinería y sostenibilidad.',
      colors: { primary: '#2F5D3A', secondary: '#8B6B4A', accent: '#A3C586', text: '#2D2A26' },
    },
    {
      key: 'luxury',
      name: 'Edición de lujo',
      description:
        'Negro y dorado, letras espaciadas y separadores ornamentales. Para guías premium y ediciones de colección.',
      colors: { primary: '#0B0B0F', secondary: '#3A3A44', accent: '#D4AF37', text: '#1A1A1A' },
    },
    {
      key: 'academic',
      name: 'Revista académica',
      description:
        'Dos columnas, secciones numeradas y espacio para notas al pie. Para investigación, libros de texto y material de curso.',
      colors: { primary: '#1F3A5A', secondary: '#6B7C93', accent: '#9B2226', text: '#222222' },
    },
    {
      key: 'magazine',
      name: 'Estilo revista',
      description:
        'Citas destacadas grandes, aperturas de sección con fuerza y maquetas guiadas por la imagen. Para estilo de vida, viajes y entrevistas.',
      colors: { primary: '#E11D48', secondary: '#111827', accent: '#F97316', text: '#111111' },
    },
  ],
};
