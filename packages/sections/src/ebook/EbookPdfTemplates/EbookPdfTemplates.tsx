import type { Messages } from '@landing/content';
import { useIslandRendering } from '@landing/site-kit/islands';
import { PdfTemplateShowcase } from '@landing/ui/components/PdfTemplatePreview';
import { Section } from '@landing/ui/components/Section';

export interface EbookPdfTemplatesProps {
  /** `messages.ebook.pdfTemplates` and the eight interiors (`messages.templates.pdf`). */
  copy: Messages['ebook']['pdfTemplates'] & { templates: Messages['templates']['pdf'] };
}

/**
 * The eight PDF interiors (docs/PRODUCT.md §2.2 item 5), each with its colour swatches. In a
 * static page the sample pages' sprite loads after the first paint (`deferArt`), so the first
 * screen's paint never waits on it.
 */
export function EbookPdfTemplates({ copy }: EbookPdfTemplatesProps) {
  const deferArt = useIslandRendering() === 'static';
  return (
    <Section heading={copy.heading} intro={copy.intro} tone="soft">
      <PdfTemplateShowcase
        deferArt={deferArt}
        templates={copy.templates.map((t) => ({ ...t, colors: { ...t.colors } }))}
        labels={{
          swatches: copy.swatchesLabel,
          primary: copy.swatches.primary,
          secondary: copy.swatches.secondary,
          accent: copy.swatches.accent,
        }}
      />
    </Section>
  );
}
