import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedStoryArgs, siteProps, startsWith } from '../../blocks.fixtures.js';
import { EbookTrialBanner } from './EbookTrialBanner.js';

const localized = localizedStoryArgs(EbookTrialBanner, (m, locale) => ({
  copy: m.ebook.hero.trialBanner,
  ...siteProps(m, locale),
}));

const meta = {
  title: 'Sections/Ebook/EbookTrialBanner',
  component: EbookTrialBanner,
  args: localized.args,
  render: localized.render,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The create mode's risk-free trial banner (docs/PRODUCT.md §2.2 item 1): badge, heading, text and one registration link.",
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = localized.renderedArgs(storyArgs, globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: args.copy.heading })).toBeVisible();
    const trial = canvas.getByRole('link', { name: startsWith(args.copy.cta.label) });
    await expect(trial).toHaveAttribute('data-track', args.copy.cta.event);
  },
} satisfies Meta<typeof EbookTrialBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
