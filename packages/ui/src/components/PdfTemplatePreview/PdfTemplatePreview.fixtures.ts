import type { Locale } from '@landing/content';
import type { PdfTemplateData, PdfTemplateLabels } from './PdfTemplatePreview';

/**
 * Story and test data for the 8 PDF templates (docs/PRODUCT.md §2.2 item 5), in English and Spanish. The
 * colours are the templates' own and the same in both languages; the sites pass theirs from
 * `@landing/content`.
 */
const colors = {
  modern: { primary: '#111827', secondary: '#6B7280', accent: '#2563EB', text: '#1F2937' },
  elegant: { primary: '#2B2238', secondary: '#8C7A5B', accent: '#B08D57', text: '#2E2A24' },
  creative: { primary: '#7C3AED', secondary: '#F472B6', accent: '#FBBF24', text: '#1F2937' },
  professional: { primary: '#1E3A5F', secondary: '#4A6FA5', accent: '#F59E0B', text: '#1F2937' },
  nature: { primary: '#2F5D3A', secondary: '#8B6B4A', accent: '#A3C586', text: '#2D2A26' },
  luxury: { primary: '#0B0B0F', secondary: '#3A3A44', accent: '#D4AF37', text: '#1A1A1A' },
  academic: { primary: '#1F3A5A', secondary: '#6B7C93', accent: '#9B2226', text: '#222222' },
  magazine: { primary: '#E11D48', secondary: '#111827', accent: '#F97316', text: '#111111' },
} as const;

export const pdfTemplateFixtures: Record<Locale, PdfTemplateData[]> = {
  en: [
    {
      key: 'modern',
      name: 'Modern Minimalist',
      description: 'Wide margins, a clean sans-serif and one blue accent.',
      colors: colors.modern,
    },
    {
      key: 'elegant',
      name: 'Elegant Serif',
      description: 'Drop caps, fine rules and a centred, bookish rhythm.',
      colors: colors.elegant,
    },
    {
      key: 'creative',
      name: 'Creative Studio',
      description: 'Playful colour blocks and rounded shapes for workbooks.',
      colors: colors.creative,
    },
    {
      key: 'professional',
      name: 'Corporate Professional',
      description: 'A navy header, tidy tables and clear section numbers.',
      colors: colors.professional,
    },
    {
      key: 'nature',
      name: 'Nature Inspired',
      description: 'Leafy greens and earthy browns with soft, wavy dividers.',
      colors: colors.nature,
    },
    {
      key: 'luxury',
      name: 'Luxury Edition',
      description: 'Black and gold, wide letter spacing and fine frames.',
      colors: colors.luxury,
    },
    {
      key: 'academic',
      name: 'Academic Journal',
      description: 'Two columns, numbered sections and room for footnotes.',
      colors: colors.academic,
    },
    {
      key: 'magazine',
      name: 'Magazine Style',
      description: 'Image-led openers, huge headlines and big pull quotes.',
      colors: colors.magazine,
    },
  ],
  es: [
    {
      key: 'modern',
      name: 'Moderna minimalista',
      description: 'Márgenes amplios, una sans serif limpia y un único acento azul.',
      colors: colors.modern,
    },
    {
      key: 'elegant',
      name: 'Serif elegante',
      description: 'Capitulares, filetes finos y el ritmo pausado de un buen libro.',
      colors: colors.elegant,
    },
    {
      key: 'creative',
      name: 'Estudio creativo',
      description: 'Bloques de color y formas redondeadas para cuadernos de trabajo.',
      colors: colors.creative,
    },
    {
      key: 'professional',
      name: 'Corporativa profesional',
      description: 'Cabecera azul marino, tablas ordenadas y secciones numeradas.',
      colors: colors.professional,
    },
    {
      key: 'nature',
      name: 'Inspirada en la naturaleza',
      description: 'Verdes y tierras con separadores suaves y ondulados.',
      colors: colors.nature,
    },
    {
      key: 'luxury',
      name: 'Edición de lujo',
      description: 'Negro y oro, letras espaciadas y marcos finos.',
      colors: colors.luxury,
    },
    {
      key: 'academic',
      name: 'Revista académica',
      description: 'Dos columnas, secciones numeradas y sitio para notas al pie.',
      colors: colors.academic,
    },
    {
      key: 'magazine',
      name: 'Estilo revista',
      description: 'Aperturas con imagen, titulares enormes y grandes citas destacadas.',
      colors: colors.magazine,
    },
  ],
};

export const pdfTemplateLabels: Record<Locale, PdfTemplateLabels> = {
  en: { swatches: 'Colours', primary: 'Primary', secondary: 'Secondary', accent: 'Accent' },
  es: { swatches: 'Colores', primary: 'Principal', secondary: 'Secundario', accent: 'Acento' },
};
