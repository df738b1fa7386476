import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedStoryArgs } from '../../blocks.fixtures.js';
import { AuthorRoyalties } from './AuthorRoyalties.js';

const localized = localizedStoryArgs(AuthorRoyalties, (m) => ({
  copy: m.author.royalties,
  id: m.author.royalties.id,
}));

const meta = {
  title: 'Sections/Author/AuthorRoyalties',
  component: AuthorRoyalties,
  args: localized.args,
  render: localized.render,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The royalty comparison of the author landing (docs/PRODUCT.md §2.6): a table with caption and row headers, scrolling in a labelled region when narrow.',
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = localized.renderedArgs(storyArgs, globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: args.copy.caption })).toBeVisible();
    await expect(canvas.getByText(args.copy.footnote)).toBeVisible();
  },
} satisfies Meta<typeof AuthorRoyalties>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
