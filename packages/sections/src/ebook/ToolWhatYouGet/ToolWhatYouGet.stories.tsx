import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedStoryArgs } from '../../blocks.fixtures.js';
import { ToolWhatYouGet } from './ToolWhatYouGet.js';

const localized = localizedStoryArgs(ToolWhatYouGet, (m) => ({
  heading: m.tools.labels.whatYouGet,
  points: m.tools.pages.ebookIdeas.whatYouGet,
}));

const meta = {
  title: 'Sections/Tools/ToolWhatYouGet',
  component: ToolWhatYouGet,
  args: localized.args,
  render: localized.render,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'What a tool gives back (docs/PRODUCT.md §2.3): three ticked points per tool, in the layout of `ToolForWhom`, so it adds no CSS.',
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = localized.renderedArgs(storyArgs, globals);
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
export const Spanish: Story = { globals: { locale: 'es' } };
