import type { Locale } from '@landing/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { blockConfig, messagesFor, startsWith } from '../../blocks.fixtures.js';
import { EbookTrialBanner } from './EbookTrialBanner.js';

const argsFor = (locale: Locale) => {
  const m = messagesFor(locale);
  return { copy: m.ebook.hero.trialBanner, common: m.common, locale, config: blockConfig };
};

const meta = {
  title: 'Sections/Ebook/EbookTrialBanner',
  component: EbookTrialBanner,
  args: argsFor('en'),
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The create mode's risk-free trial banner (docs/PRODUCT.md §2.2 item 1): badge, heading, text and one registration link.",
      },
    },
  },
  play: async ({ canvasElement, args }) => {
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
export const Spanish: Story = { args: argsFor('es'), globals: { locale: 'es' } };
