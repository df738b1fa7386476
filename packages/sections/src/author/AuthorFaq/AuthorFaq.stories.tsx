import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { INITIAL_GLOBALS, type StoryGlobals, storyMessages } from '../../blocks.fixtures.js';
import { AuthorFaq } from './AuthorFaq.js';

const argsFor = (globals: StoryGlobals) => {
  const m = storyMessages(globals);
  return { copy: m.author.faq, id: m.author.faq.id };
};

const meta = {
  title: 'Sections/Author/AuthorFaq',
  component: AuthorFaq,
  args: argsFor(INITIAL_GLOBALS),
  // The copy of the toolbar's language (or the pseudo-locale) over the story's args.
  render: (args, { globals }) => <AuthorFaq {...args} {...argsFor(globals)} />,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The FAQ of the author landing (docs/PRODUCT.md §2.6): the accordion in plain HTML (`<details>`, no script), at most one answer open.',
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = { ...storyArgs, ...argsFor(globals) };
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(args.copy.items.length);
  },
} satisfies Meta<typeof AuthorFaq>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
