import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedStoryArgs } from '../../blocks.fixtures.js';
import { AuthorTestimonials } from './AuthorTestimonials.js';

const localized = localizedStoryArgs(AuthorTestimonials, (m, locale) => ({
  copy: m.author.testimonials,
  locale,
}));

const meta = {
  title: 'Sections/Author/AuthorTestimonials',
  component: AuthorTestimonials,
  args: localized.args,
  render: localized.render,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "Three authors' testimonials on the author landing (docs/PRODUCT.md §2.6). A quote written in the other language says it is a translation.",
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = localized.renderedArgs(storyArgs, globals);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(args.copy.items.length);
  },
} satisfies Meta<typeof AuthorTestimonials>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
