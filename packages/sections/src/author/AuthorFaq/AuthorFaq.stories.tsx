import type { Locale } from '@landing/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { messagesFor } from '../../blocks.fixtures.js';
import { AuthorFaq } from './AuthorFaq.js';

const argsFor = (locale: Locale) => {
  const m = messagesFor(locale);
  return { copy: m.author.faq, id: m.author.faq.id };
};

const meta = {
  title: 'Sections/Author/AuthorFaq',
  component: AuthorFaq,
  args: argsFor('en'),
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The FAQ of the author landing (docs/PRODUCT.md §2.6): the accordion island, at most one answer open.',
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(args.copy.items.length);
  },
} satisfies Meta<typeof AuthorFaq>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { args: argsFor('es'), globals: { locale: 'es' } };
