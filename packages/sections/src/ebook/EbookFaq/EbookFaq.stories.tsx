import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { INITIAL_GLOBALS, type StoryGlobals, storyMessages } from '../../blocks.fixtures.js';
import { EbookFaq } from './EbookFaq.js';

const argsFor = (globals: StoryGlobals) => {
  const m = storyMessages(globals);
  return { copy: m.ebook.faq };
};

const meta = {
  title: 'Sections/Ebook/EbookFaq',
  component: EbookFaq,
  args: argsFor(INITIAL_GLOBALS),
  // The copy of the toolbar's language (or the pseudo-locale) over the story's args.
  render: (args, { globals }) => <EbookFaq {...args} {...argsFor(globals)} />,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'FAQ (docs/PRODUCT.md §2.2 item 8), anchor `faq`: the accordion in plain HTML (`<details>`, no script), at most one answer open.',
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = { ...storyArgs, ...argsFor(globals) };
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(args.copy.heading);
    const first = canvas.getByRole('heading', { level: 3, name: args.copy.items[0]!.question });
    await expect(canvas.getByText(args.copy.items[0]!.answer)).not.toBeVisible();
    await expect(first.closest('summary')).not.toBeNull();
  },
} satisfies Meta<typeof EbookFaq>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
