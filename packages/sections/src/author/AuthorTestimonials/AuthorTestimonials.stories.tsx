import type { Locale } from '@landing/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { messagesFor } from '../../blocks.fixtures.js';
import { AuthorTestimonials } from './AuthorTestimonials.js';

const argsFor = (locale: Locale) => {
  const m = messagesFor(locale);
  return { copy: m.author.testimonials };
};

const meta = {
  title: 'Sections/Author/AuthorTestimonials',
  component: AuthorTestimonials,
  args: argsFor('en'),
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: "Three authors' testimonials on the author landing (docs/PRODUCT.md §2.6).",
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(args.copy.items.length);
  },
} satisfies Meta<typeof AuthorTestimonials>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { args: argsFor('es'), globals: { locale: 'es' } };
