import { appLangParams, formatMessage } from '@landing/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedStoryArgs, siteProps, startsWith } from '../../blocks.fixtures.js';
import { EbookTestimonials } from './EbookTestimonials.js';

const localized = localizedStoryArgs(EbookTestimonials, (m, locale) => ({
  copy: { ...m.ebook.testimonials, carousel: m.ebook.carousel },
  ...siteProps(m, locale),
}));

const meta = {
  title: 'Sections/Ebook/EbookTestimonials',
  component: EbookTestimonials,
  args: localized.args,
  render: localized.render,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Testimonials (docs/PRODUCT.md §2.2 item 7), anchor `testimonials`: the rotator (an island; paused under reduced motion), the stats, "Read more reviews", the 12 review screenshots through the image proxy and a registration link. The copy says which of two review sites each quote and screenshot is from; `config.reviewSites` names them and `config.reviewsUrl` is the listing (with `lang=es` on a Spanish page).',
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = localized.renderedArgs(storyArgs, globals);
    const canvas = within(canvasElement);
    const { copy, config } = args;
    const more = canvas.getByRole('link', { name: startsWith(copy.readMore) });
    const listing = new URL(config.reviewsUrl);
    for (const [name, value] of Object.entries(appLangParams(args.locale))) {
      listing.searchParams.set(name, value);
    }
    await expect(more).toHaveAttribute('href', listing.href);
    await expect(more).toHaveAttribute('target', '_blank');
    // The first quote names the configured site it comes from.
    const first = copy.items[0]!;
    const rotator = within(canvas.getByRole('region', { name: copy.controls.label }));
    await expect(rotator.getByRole('group')).toHaveTextContent(
      formatMessage(copy.sourceLabel, { platform: config.reviewSites[first.source] }),
    );
    await expect(canvas.getByRole('heading', { name: copy.reviewImages.heading })).toBeVisible();
    // Each screenshot's description names its configured site too.
    for (const shot of copy.reviewImages.shots.slice(0, 2)) {
      const alt = formatMessage(shot.alt, { platform: config.reviewSites[shot.source] });
      await expect(canvas.getAllByRole('img', { name: alt })).toHaveLength(1);
    }
  },
} satisfies Meta<typeof EbookTestimonials>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
