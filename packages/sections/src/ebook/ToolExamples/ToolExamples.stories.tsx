import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { INITIAL_GLOBALS, type StoryGlobals, storyMessages } from '../../blocks.fixtures.js';
import { ToolExamples } from './ToolExamples.js';

const argsFor = (globals: StoryGlobals) => {
  const m = storyMessages(globals);
  const page = m.tools.pages.ebookIdeas;
  return { copy: page.examples, labels: m.tools.labels };
};

const meta = {
  title: 'Sections/Ebook/ToolExamples',
  component: ToolExamples,
  args: argsFor(INITIAL_GLOBALS),
  // The copy of the toolbar's language (or the pseudo-locale) over the story's args.
  render: (args, { globals }) => <ToolExamples {...args} {...argsFor(globals)} />,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "A tool's examples (docs/PRODUCT.md §2.3): what a visitor types and what Inkwell AI writes, as description lists.",
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = { ...storyArgs, ...argsFor(globals) };
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(args.copy.heading);
    await expect(canvas.getAllByText(args.labels.exampleInput)).toHaveLength(
      args.copy.items.length,
    );
  },
} satisfies Meta<typeof ToolExamples>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
