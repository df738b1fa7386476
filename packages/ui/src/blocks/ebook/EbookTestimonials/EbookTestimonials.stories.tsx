import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { blockConfig, messagesFor, startsWith } from '../../blocks.fixtures.js';
import { EbookTestimonials } from './EbookTestimonials.js';

const argsFor = (locale: 'en' | 'es') => {
  const m = messagesFor(locale);
  return {
    copy: { ...m.ebook.testimonials, carousel: m.ebook.carousel },
    common: m.common,
    locale,
    config: blockConfig,
  };
};

const meta = {
  title: 'Blocks/Ebook/EbookTestimonials',
  component: EbookTestimonials,
  args: argsFor('en'),
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Testimonials (docs/PRODUCT.md §2.2 item 7), anchor `testimonials`: the rotator (an island; paused under reduced motion), the stats, "Read more reviews", the 12 review screenshots through the image proxy and a registration link.',
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const more = canvas.getByRole('link', { name: startsWith(args.copy.readMore) });
    await expect(more).toHaveAttribute('href', args.config.reviewsUrl);
    await expect(
      canvas.getByRole('heading', { name: args.copy.reviewImages.heading }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: args.copy.reviewImages.alts[0] })).toHaveLength(
      1,
    );
  },
} satisfies Meta<typeof EbookTestimonials>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { args: argsFor('es'), globals: { locale: 'es' } };
