import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedStoryArgs } from '../../blocks.fixtures.js';
import { AuthorFaq } from './AuthorFaq.js';

const localized = localizedStoryArgs(AuthorFaq, (m) => ({
  copy: m.author.faq,
  id: m.author.faq.id,
}));

const meta = {
  title: 'Sections/Author/AuthorFaq',
  component: AuthorFaq,
  args: localized.args,
  render: localized.render,
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
    const args = localized.renderedArgs(storyArgs, globals);
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
