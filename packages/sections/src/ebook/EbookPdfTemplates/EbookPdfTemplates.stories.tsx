import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedStoryArgs } from '../../blocks.fixtures.js';
import { EbookPdfTemplates } from './EbookPdfTemplates.js';

const localized = localizedStoryArgs(EbookPdfTemplates, (m) => ({
  copy: { ...m.ebook.pdfTemplates, templates: m.templates.pdf },
}));

const meta = {
  title: 'Sections/Ebook/EbookPdfTemplates',
  component: EbookPdfTemplates,
  args: localized.args,
  render: localized.render,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The eight PDF interiors (docs/PRODUCT.md §2.2 item 5), each drawn from its colours with its swatches named.',
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = localized.renderedArgs(storyArgs, globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(args.copy.heading);
    for (const template of args.copy.templates) {
      await expect(canvas.getByRole('heading', { name: template.name })).toBeVisible();
    }
  },
} satisfies Meta<typeof EbookPdfTemplates>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
