/**
 * The 20 cover templates and the 8 PDF templates (docs/PRODUCT.md §3.2 and §3.3), in that order. Section
 * headings and dialog labels live in `ebook.gallery` and `ebook.pdfTemplates`. PDF colors are
 * data, identical in every locale.
 */
export const coverTemplates = [
  {
    id: 1,
    name: 'Classic',
    description:
      'A centered serif title above a framed illustration, with your name on a quiet band below. Timeless for literary fiction, memoir and history.',
  },
  {
    id: 2,
    name: 'Modern',
    description:
      'A confident sans-serif title over a full-bleed image and one clean block of color. Suits business, self-help and how-to guides.',
  },
  {
    id: 3,
    name: 'Elegant',
    description:
      'Fine gold lines and a graceful italic title on a deep, dark background. Made for romance, poetry and lifestyle books.',
  },
  {
    id: 4,
    name: 'Bold',
    description:
      'Huge, tightly stacked letters in high-contrast color that read from across the room. Built for thrillers, fitness and motivation.',
  },
  {
    id: 5,
    name: 'Artistic',
    description:
      'Painterly brush strokes and hand-lettered type wrapped around the title. Lovely for art books, poetry and creative memoirs.',
  },
  {
    id: 6,
    name: 'Clean',
    description:
      'Plenty of white space, one small icon and a crisp title. Ideal for guides, checklists and lead magnets.',
  },
  {
    id: 7,
    name: 'Geometric',
    description:
      'Interlocking triangles and rectangles in two or three flat colors. A sharp fit for tech, finance and productivity.',
  },
  {
    id: 8,
    name: 'Dynamic',
    description:
      'Diagonal shapes and motion lines that make the cover feel fast. For sport, startups and action-packed stories.',
  },
  {
    id: 9,
    name: 'Circular',
    description:
      'The title sits inside a large ring of color, like a badge or a rising sun. Works for wellness, spirituality and children’s books.',
  },
  {
    id: 10,
    name: 'Cyber',
    description:
      'Neon outlines, grid lines and glitch effects on near-black. Made for science fiction, gaming and tech thrillers.',
  },
  {
    id: 11,
    name: 'Minimal',
    description:
      'Only the title, the author and one small detail on a flat color. For essays, philosophy and design books.',
  },
  {
    id: 12,
    name: 'Monochrome',
    description:
      'Shades of a single color from pale to deep, with a strong tonal title. Moody for noir, poetry and photography.',
  },
  {
    id: 13,
    name: 'Holographic',
    description:
      'Iridescent gradients shifting from pink to teal with a glossy sheen. Eye-catching for beauty, fashion and young adult.',
  },
  {
    id: 14,
    name: 'Vaporwave',
    description:
      'Sunset gradients, retro grids and pastel pinks and purples straight out of the 1980s. For music, nostalgia and pop culture.',
  },
  {
    id: 15,
    name: 'Editorial Split',
    description:
      'The cover splits in two: an image on one side, a magazine-style title block on the other. For journalism, interviews and nonfiction.',
  },
  {
    id: 16,
    name: 'Paper Collage',
    description:
      'Torn paper shapes and layered cut-outs with a scrapbook feel. Warm for crafts, family stories and picture books.',
  },
  {
    id: 17,
    name: 'Classic Alt',
    description:
      'The Classic layout turned around: title at the top, a larger ornament and a warmer palette. For historical fiction and biography.',
  },
  {
    id: 18,
    name: 'Modern Overlay',
    description:
      'A translucent color layer over a photo, with the title set right on top. For travel, food and lifestyle.',
  },
  {
    id: 19,
    name: 'Elegant Panel',
    description:
      'A framed central panel holds the title, surrounded by a soft texture. For gift books, weddings and literary classics.',
  },
  {
    id: 20,
    name: 'Bold Stripe',
    description:
      'A thick band of color cuts across the cover and carries the title. For sport, marketing and outspoken nonfiction.',
  },
] as const;

export const templates = {
  cover: coverTemplates,
  pdf: [
    {
      key: 'modern',
      name: 'Modern Minimalist',
      description:
        'Generous margins, a clean sans-serif and a single blue accent. Easy on the eyes for guides and business books.',
      colors: { primary: '#111827', secondary: '#6B7280', accent: '#2563EB', text: '#1F2937' },
    },
    {
      key: 'elegant',
      name: 'Elegant Serif',
      description:
        'Classic serif type, drop caps and fine rules between sections. Reads like a beautifully printed novel.',
      colors: { primary: '#2B2238', secondary: '#8C7A5B', accent: '#B08D57', text: '#2E2A24' },
    },
    {
      key: 'creative',
      name: 'Creative Studio',
      description:
        'Playful headings, color blocks and rounded shapes. For workbooks, children’s books and creative guides.',
      colors: { primary: '#7C3AED', secondary: '#F472B6', accent: '#FBBF24', text: '#1F2937' },
    },
    {
      key: 'professional',
      name: 'Corporate Professional',
      description:
        'Structured headings, navy tones and tidy tables. For reports, white papers and company handbooks.',
      colors: { primary: '#1E3A5F', secondary: '#4A6FA5', accent: '#F59E0B', text: '#1F2937' },
    },
    {
      key: 'nature',
      name: 'Nature Inspired',
      description:
        'Leafy greens, earthy browns and soft textures. For wellness, gardening and sustainability titles.',
      colors: { primary: '#2F5D3A', secondary: '#8B6B4A', accent: '#A3C586', text: '#2D2A26' },
    },
    {
      key: 'luxury',
      name: 'Luxury Edition',
      description:
        'Black and gold, wide letter spacing and ornamental dividers. For premium guides and collector’s editions.',
      colors: { primary: '#0B0B0F', secondary: '#3A3A44', accent: '#D4AF37', text: '#1A1A1A' },
    },
    {
      key: 'academic',
      name: 'Academic Journal',
      description:
        'Two columns, numbered sections and room for footnotes. For research, textbooks and course material.',
      colors: { primary: '#1F3A5A', secondary: '#6B7C93', accent: '#9B2226', text: '#222222' },
    },
    {
      key: 'magazine',
      name: 'Magazine Style',
      description:
        'Big pull quotes, bold section openers and image-led layouts. For lifestyle, travel and interviews.',
      colors: { primary: '#E11D48', secondary: '#111827', accent: '#F97316', text: '#111111' },
    },
  ],
} as const;
