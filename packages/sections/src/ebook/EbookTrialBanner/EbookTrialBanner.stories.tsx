import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  blockConfig,
  INITIAL_GLOBALS,
  type StoryGlobals,
  startsWith,
  storyLocale,
  storyMessages,
} from '../../blocks.fixtures.js';
import { EbookTrialBanner } from './EbookTrialBanner.js';

const argsFor = (globals: StoryGlobals) => {
  const m = storyMessages(globals);
  const locale = storyLocale(globals);
  return { copy: m.ebook.hero.trialBanner, common: m.common, locale, config: blockConfig };
};

const meta = {
  title: 'Sections/Ebook/EbookTrialBanner',
  component: EbookTrialBanner,
  args: argsFor(INITIAL_GLOBALS),
  // The copy of the toolbar's language (or the pseudo-locale) over the story's args.
  render: (args, { globals }) => <EbookTrialBanner {...args} {...argsFor(globals)} />,
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
    const args = { ...storyArgs, ...argsFor(globals) };
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
