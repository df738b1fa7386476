import type { Locale } from '@landing/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { messagesFor } from '../../blocks.fixtures.js';
import { ToolExamples } from './ToolExamples.js';

const argsFor = (locale: Locale) => {
  const m = messagesFor(locale);
  const page = m.tools.pages.ebookIdeas;
  return { copy: page.examples, labels: m.tools.labels };
};

const meta = {
  title: 'Sections/Ebook/ToolExamples',
  component: ToolExamples,
  args: argsFor('en'),
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "A tool's examples (docs/PRODUCT.md §2.3): what a visitor types and what Inkwell AI writes, as description lists.",
      },
    },
  },
  play: async ({ canvasElement, args }) => {
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
export const Spanish: Story = { args: argsFor('es'), globals: { locale: 'es' } };
