import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { INITIAL_GLOBALS, type StoryGlobals, storyMessages } from '../../blocks.fixtures.js';
import { ToolForWhom } from './ToolForWhom.js';

const argsFor = (globals: StoryGlobals) => {
  const m = storyMessages(globals);
  const page = m.tools.pages.ebookIdeas;
  return { copy: page.forWhom };
};

const meta = {
  title: 'Sections/Ebook/ToolForWhom',
  component: ToolForWhom,
  args: argsFor(INITIAL_GLOBALS),
  // The copy of the toolbar's language (or the pseudo-locale) over the story's args.
  render: (args, { globals }) => <ToolForWhom {...args} {...argsFor(globals)} />,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: 'Who a tool is for (docs/PRODUCT.md §2.3): ticked points.',
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = { ...storyArgs, ...argsFor(globals) };
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
