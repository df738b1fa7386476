import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedStoryArgs } from '../../blocks.fixtures.js';
import { ToolRelated } from './ToolRelated.js';

const localized = localizedStoryArgs(ToolRelated, (m, locale) => ({
  copy: m.tools,
  related: m.tools.pages.ebookIdeas.related,
  locale,
}));

const meta = {
  title: 'Sections/Tools/ToolRelated',
  component: ToolRelated,
  args: localized.args,
  render: localized.render,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "A tool page's related tools (docs/PRODUCT.md §2.3) as tool cards linking to each page in the page's language.",
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = localized.renderedArgs(storyArgs, globals);
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
export const Spanish: Story = { globals: { locale: 'es' } };
