import type { Locale } from '@landing/content';
import type { CoverTemplateId } from './templates';

/**
 * Story and test copy for the 20 cover templates, in English and Spanish. The sites pass their own
 * copy from `@landing/content`; this is sample data so designers can review both languages.
 */
export interface CoverTemplateFixture {
  id: CoverTemplateId;
  name: string;
  description: string;
}

export const coverTemplateFixtures: Record<Locale, readonly CoverTemplateFixture[]> = {
  en: [
    {
      id: 1,
      name: 'Classic',
      description:
        'A serif title over a framed landscape and a quiet band for your name. At home on memoirs, history and literary fiction.',
    },
    {
      id: 2,
      name: 'Modern',
      description:
        'A city at dusk with one bold block of colour for the title. Made for business books and practical guides.',
    },
    {
      id: 3,
      name: 'Elegant',
      description:
        'Fine gold lines and an italic title on midnight blue. Graceful for romance, poetry and lifestyle.',
    },
    {
      id: 4,
      name: 'Bold',
      description:
        'Huge stacked capitals on bright yellow that you can read from across a room. For thrillers and motivation.',
    },
    {
      id: 5,
      name: 'Artistic',
      description:
        'Paint blobs and brush strokes around a hand-set italic title. Lovely for art, poetry and creative memoirs.',
    },
    {
      id: 6,
      name: 'Clean',
      description:
        'White space, one hairline and a crisp title. Ideal for checklists, guides and lead magnets.',
    },
    {
      id: 7,
      name: 'Geometric',
      description:
        'A quilt of triangles in navy, teal and red. Sharp for tech, finance and productivity.',
    },
    {
      id: 8,
      name: 'Dynamic',
      description:
        'Diagonal bands that seem to move, under a slanted title. For sport, startups and fast stories.',
    },
    {
      id: 9,
      name: 'Circular',
      description:
        'Your title in the heart of warm concentric rings, like a badge or a rising sun. For wellness and children’s books.',
    },
    {
      id: 10,
      name: 'Cyber',
      description:
        'Neon grid lines and a glitching title on near-black. Built for science fiction and gaming.',
    },
    {
      id: 11,
      name: 'Minimal',
      description:
        'One red dot and a small title on a calm colour. For essays, philosophy and design.',
    },
    {
      id: 12,
      name: 'Monochrome',
      description:
        'Overlapping circles in shades of grey above a strong white title. Moody for noir and photography.',
    },
    {
      id: 13,
      name: 'Holographic',
      description:
        'Iridescent foil shifting from pink to mint with a glossy sheen. Eye-catching for beauty and young adult.',
    },
    {
      id: 14,
      name: 'Vaporwave',
      description:
        'A striped sunset over a neon grid, straight out of the 1980s. For music, nostalgia and pop culture.',
    },
    {
      id: 15,
      name: 'Editorial Split',
      description:
        'A portrait on one half, a magazine-style title on the other. For interviews, journalism and non-fiction.',
    },
    {
      id: 16,
      name: 'Paper Collage',
      description:
        'Torn paper pieces layered at playful angles. Warm for crafts, family stories and picture books.',
    },
    {
      id: 17,
      name: 'Classic Alt',
      description:
        'A framed border, a title set in capitals at the top and a large rosette. For biography and historical fiction.',
    },
    {
      id: 18,
      name: 'Modern Overlay',
      description:
        'A mountain sunset under a translucent panel that holds the title. For travel, food and lifestyle.',
    },
    {
      id: 19,
      name: 'Elegant Panel',
      description:
        'An ornamental panel on a soft patterned ground. For gift books, weddings and classics.',
    },
    {
      id: 20,
      name: 'Bold Stripe',
      description:
        'A thick orange stripe cuts across the cover and carries the title. For marketing and outspoken non-fiction.',
    },
  ],
  es: [
    {
      id: 1,
      name: 'Clásica',
      description:
        'Un título con serifa sobre un paisaje enmarcado y una franja discreta para tu nombre. Ideal para memorias, historia y narrativa literaria.',
    },
    {
      id: 2,
      name: 'Moderna',
      description:
        'Una ciudad al atardecer y un bloque de color intenso para el título. Pensada para libros de negocios y guías prácticas.',
    },
    {
      id: 3,
      name: 'Elegante',
      description:
        'Líneas doradas finas y un título en cursiva sobre azul noche. Perfecta para novela romántica, poesía y estilo de vida.',
    },
    {
      id: 4,
      name: 'Impactante',
      description:
        'Mayúsculas enormes sobre amarillo vivo que se leen desde el otro lado de la sala. Para thrillers y motivación.',
    },
    {
      id: 5,
      name: 'Artística',
      description:
        'Manchas de pintura y pinceladas alrededor de un título en cursiva. Preciosa para arte, poesía y memorias creativas.',
    },
    {
      id: 6,
      name: 'Limpia',
      description:
        'Mucho aire, una línea fina y un título nítido. Ideal para guías, listas de comprobación e imanes de clientes.',
    },
    {
      id: 7,
      name: 'Geométrica',
      description:
        'Un mosaico de triángulos en azul marino, turquesa y rojo. Muy precisa para tecnología, finanzas y productividad.',
    },
    {
      id: 8,
      name: 'Dinámica',
      description:
        'Bandas diagonales que parecen moverse bajo un título inclinado. Para deporte, startups e historias trepidantes.',
    },
    {
      id: 9,
      name: 'Circular',
      description:
        'Tu título en el centro de anillos cálidos, como una insignia o un sol naciente. Para bienestar y libros infantiles.',
    },
    {
      id: 10,
      name: 'Cyber',
      description:
        'Una cuadrícula de neón y un título con efecto glitch sobre fondo casi negro. Hecha para ciencia ficción y videojuegos.',
    },
    {
      id: 11,
      name: 'Minimalista',
      description:
        'Un punto rojo y un título pequeño sobre un color sereno. Para ensayo, filosofía y diseño.',
    },
    {
      id: 12,
      name: 'Monocromática',
      description:
        'Círculos superpuestos en escala de grises sobre un título blanco y rotundo. Con atmósfera para novela negra y fotografía.',
    },
    {
      id: 13,
      name: 'Holográfica',
      description:
        'Un acabado iridiscente que pasa del rosa al menta con brillo satinado. Llamativa para belleza y literatura juvenil.',
    },
    {
      id: 14,
      name: 'Vaporwave',
      description:
        'Un sol a rayas sobre una cuadrícula de neón, directo de los años 80. Para música, nostalgia y cultura pop.',
    },
    {
      id: 15,
      name: 'Editorial dividida',
      description:
        'Un retrato en una mitad y un título de revista en la otra. Para entrevistas, periodismo y no ficción.',
    },
    {
      id: 16,
      name: 'Collage de papel',
      description:
        'Trozos de papel rasgado superpuestos con ángulos desenfadados. Entrañable para manualidades, historias familiares y álbumes ilustrados.',
    },
    {
      id: 17,
      name: 'Clásica alternativa',
      description:
        'Un marco ornamental, el título en mayúsculas arriba y un gran rosetón. Para biografías y novela histórica.',
    },
    {
      id: 18,
      name: 'Moderna superpuesta',
      description:
        'Un atardecer en la montaña bajo un panel translúcido con el título. Para viajes, cocina y estilo de vida.',
    },
    {
      id: 19,
      name: 'Elegante con panel',
      description:
        'Un panel ornamental sobre un fondo con textura suave. Para libros de regalo, bodas y clásicos.',
    },
    {
      id: 20,
      name: 'Franja impactante',
      description:
        'Una gruesa franja naranja cruza la portada con el título. Para marketing y no ficción sin pelos en la lengua.',
    },
  ],
};

/** Sample book titles and authors drawn on the covers in stories. */
export const sampleBook = {
  en: { title: 'The Salt Road Letters', author: 'Nora Calloway' },
  es: { title: 'Las cartas del camino de sal', author: 'Lucía Ferrer' },
} as const;
