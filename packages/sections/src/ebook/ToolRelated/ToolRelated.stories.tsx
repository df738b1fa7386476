import type { Locale } from '@landing/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { messagesFor } from '../../blocks.fixtures.js';
import { ToolRelated } from './ToolRelated.js';

const argsFor = (locale: Locale) => {
  const m = messagesFor(locale);
  const page = m.tools.pages.ebookIdeas;
  return { copy: m.tools, related: page.related, locale };
};

const meta = {
  title: 'Sections/Ebook/ToolRelated',
  component: ToolRelated,
  args: argsFor('en'),
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "A tool page's related tools (docs/PRODUCT.md §2.3) as tool cards linking to each page in the page's language.",
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      args.copy.labels.relatedTools,
    );
    await expect(canvas.getAllByRole('link')).toHaveLength(args.related.length);
  },
} satisfies Meta<typeof ToolRelated>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { args: argsFor('es'), globals: { locale: 'es' } };
