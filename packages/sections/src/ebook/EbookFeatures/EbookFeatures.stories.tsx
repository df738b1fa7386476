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
import { EbookFeatures } from './EbookFeatures.js';

const argsFor = (globals: StoryGlobals) => {
  const m = storyMessages(globals);
  const locale = storyLocale(globals);
  return { copy: m.ebook.features, common: m.common, locale, config: blockConfig };
};

const meta = {
  title: 'Sections/Ebook/EbookFeatures',
  component: EbookFeatures,
  args: argsFor(INITIAL_GLOBALS),
  // The copy of the toolbar's language (or the pseudo-locale) over the story's args.
  render: (args, { globals }) => <EbookFeatures {...args} {...argsFor(globals)} />,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Features (docs/PRODUCT.md §2.2 item 4), anchor `features`: the feature tiles (icon and palette colour named by the copy) and a registration link.',
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = { ...storyArgs, ...argsFor(globals) };
    const canvas = within(canvasElement);
    for (const item of args.copy.items) {
      await expect(canvas.getByRole('heading', { name: item.title })).toBeVisible();
    }
    const register = canvas.getByRole('link', { name: startsWith(args.copy.cta.label) });
    await expect(register.getAttribute('href')).toContain(`action=${args.copy.cta.action}`);
  },
} satisfies Meta<typeof EbookFeatures>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
