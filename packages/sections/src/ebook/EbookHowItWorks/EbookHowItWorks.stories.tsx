import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  blockConfig,
  INITIAL_GLOBALS,
  type StoryGlobals,
  storyLocale,
  storyMessages,
} from '../../blocks.fixtures.js';
import { EbookHowItWorks } from './EbookHowItWorks.js';

const argsFor = (globals: StoryGlobals) => {
  const m = storyMessages(globals);
  const locale = storyLocale(globals);
  return {
    copy: { ...m.ebook.howItWorks, demo: m.ebook.hero.demo },
    common: m.common,
    locale,
    config: blockConfig,
  };
};

const meta = {
  title: 'Sections/Ebook/EbookHowItWorks',
  component: EbookHowItWorks,
  args: argsFor(INITIAL_GLOBALS),
  // The copy of the toolbar's language (or the pseudo-locale) over the story's args.
  render: (args, { globals }) => <EbookHowItWorks {...args} {...argsFor(globals)} />,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'How it works (docs/PRODUCT.md §2.2 item 3), anchor `how-it-works`: three steps, a registration link and the demo video button (an island hydrated near the viewport).',
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = { ...storyArgs, ...argsFor(globals) };
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(args.copy.heading);
    for (const step of args.copy.steps) {
      await expect(canvas.getByRole('heading', { name: step.title })).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: args.copy.secondaryCta.label })).toBeVisible();
  },
} satisfies Meta<typeof EbookHowItWorks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
