import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedStoryArgs } from '../../blocks.fixtures.js';
import { ToolExamples } from './ToolExamples.js';

const localized = localizedStoryArgs(ToolExamples, (m) => ({
  copy: m.tools.pages.ebookIdeas.examples,
  labels: m.tools.labels,
}));

const meta = {
  title: 'Sections/Tools/ToolExamples',
  component: ToolExamples,
  args: localized.args,
  render: localized.render,
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
    const args = localized.renderedArgs(storyArgs, globals);
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
