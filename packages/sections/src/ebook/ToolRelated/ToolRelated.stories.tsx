import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  INITIAL_GLOBALS,
  type StoryGlobals,
  storyLocale,
  storyMessages,
} from '../../blocks.fixtures.js';
import { ToolRelated } from './ToolRelated.js';

const argsFor = (globals: StoryGlobals) => {
  const m = storyMessages(globals);
  const locale = storyLocale(globals);
  const page = m.tools.pages.ebookIdeas;
  return { copy: m.tools, related: page.related, locale };
};

const meta = {
  title: 'Sections/Ebook/ToolRelated',
  component: ToolRelated,
  args: argsFor(INITIAL_GLOBALS),
  // The copy of the toolbar's language (or the pseudo-locale) over the story's args.
  render: (args, { globals }) => <ToolRelated {...args} {...argsFor(globals)} />,
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
    const args = { ...storyArgs, ...argsFor(globals) };
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
