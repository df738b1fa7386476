import type { Locale } from '@landing/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { messagesFor } from '../../blocks.fixtures.js';
import { ToolWhatYouGet } from './ToolWhatYouGet.js';

const argsFor = (locale: Locale) => {
  const m = messagesFor(locale);
  return { heading: m.tools.labels.whatYouGet, points: m.tools.pages.ebookIdeas.whatYouGet };
};

const meta = {
  title: 'Sections/Ebook/ToolWhatYouGet',
  component: ToolWhatYouGet,
  args: argsFor('en'),
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'What a tool gives back (docs/PRODUCT.md §2.3): three ticked points per tool, in the layout of `ToolForWhom`, so it adds no CSS.',
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(args.heading);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(args.points.length);
    await expect(items[0]).toHaveTextContent(args.points[0]!.text);
  },
} satisfies Meta<typeof ToolWhatYouGet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English, for the ebook ideas tool. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { args: argsFor('es'), globals: { locale: 'es' } };
