import { homePath } from '@landing/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedStoryArgs } from '../../blocks.fixtures.js';
import { EbookTools } from './EbookTools.js';

const localized = localizedStoryArgs(EbookTools, (m, locale) => ({
  copy: m.tools.section,
  locale,
}));

const meta = {
  title: 'Sections/Ebook/EbookTools',
  component: EbookTools,
  args: localized.args,
  render: localized.render,
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
    const args = localized.renderedArgs(storyArgs, globals);
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
