import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedStoryArgs } from '../../blocks.fixtures.js';
import { ToolForWhom } from './ToolForWhom.js';

const localized = localizedStoryArgs(ToolForWhom, (m) => ({
  copy: m.tools.pages.ebookIdeas.forWhom,
}));

const meta = {
  title: 'Sections/Tools/ToolForWhom',
  component: ToolForWhom,
  args: localized.args,
  render: localized.render,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: 'Who a tool is for (docs/PRODUCT.md §2.3): ticked points.',
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = localized.renderedArgs(storyArgs, globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(args.copy.heading);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(args.copy.points.length);
  },
} satisfies Meta<typeof ToolForWhom>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
