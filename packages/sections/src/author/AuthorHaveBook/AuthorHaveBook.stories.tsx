import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedStoryArgs } from '../../blocks.fixtures.js';
import { AuthorHaveBook } from './AuthorHaveBook.js';

const localized = localizedStoryArgs(AuthorHaveBook, (m) => ({ copy: m.author.haveBook }));

const meta = {
  title: 'Sections/Author/AuthorHaveBook',
  component: AuthorHaveBook,
  args: localized.args,
  render: localized.render,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The introduction of the author landing inside the ebook site\'s "I already have a book" mode (docs/PRODUCT.md §2.2 item 1).',
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = localized.renderedArgs(storyArgs, globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(args.copy.heading)).toBeVisible();
    // Compared as written: the Spanish copy's "85 %" keeps its no-break space (docs/PRODUCT.md
    // §7.12), which Testing Library's default normalizer would turn into a plain one on the page only.
    await expect(canvas.getByText(args.copy.text, { normalizer: (text) => text })).toBeVisible();
  },
} satisfies Meta<typeof AuthorHaveBook>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
