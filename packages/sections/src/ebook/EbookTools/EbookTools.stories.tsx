import { homePath } from '@landing/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  INITIAL_GLOBALS,
  type StoryGlobals,
  storyLocale,
  storyMessages,
} from '../../blocks.fixtures.js';
import { EbookTools } from './EbookTools.js';

const argsFor = (globals: StoryGlobals) => {
  const m = storyMessages(globals);
  const locale = storyLocale(globals);
  return { copy: m.tools.section, locale };
};

const meta = {
  title: 'Sections/Ebook/EbookTools',
  component: EbookTools,
  args: argsFor(INITIAL_GLOBALS),
  // The copy of the toolbar's language (or the pseudo-locale) over the story's args.
  render: (args, { globals }) => <EbookTools {...args} {...argsFor(globals)} />,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "Tools (docs/PRODUCT.md §2.3), anchor `tools`: the featured tool cards, then the others, each a link to the tool page in the page's language.",
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = { ...storyArgs, ...argsFor(globals) };
    const canvas = within(canvasElement);
    const cards = canvas.getAllByRole('link');
    await expect(cards).toHaveLength(args.copy.featured.length + args.copy.extra.length);
    await expect(cards[0]!.getAttribute('href')?.startsWith(homePath('ebook', args.locale))).toBe(
      true,
    );
  },
} satisfies Meta<typeof EbookTools>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
