import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedStoryArgs, siteProps, startsWith } from '../../blocks.fixtures.js';
import { EbookVoice } from './EbookVoice.js';

const localized = localizedStoryArgs(EbookVoice, (m, locale) => ({
  copy: m.ebook.hero.voice,
  ...siteProps(m, locale),
}));

const meta = {
  title: 'Sections/Ebook/EbookVoice',
  component: EbookVoice,
  args: localized.args,
  render: localized.render,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Voice to book (docs/PRODUCT.md §2.2 item 1): the "NEW" badge, the text, a registration link and the looping animation (an island hydrated near the viewport; paused under reduced motion).',
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = localized.renderedArgs(storyArgs, globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: args.copy.heading })).toBeVisible();
    await expect(canvas.getByText(args.copy.badge)).toBeVisible();
    const voice = canvas.getByRole('link', { name: startsWith(args.copy.cta.label) });
    await expect(voice).toHaveAttribute('data-track', args.copy.cta.event);
  },
} satisfies Meta<typeof EbookVoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
