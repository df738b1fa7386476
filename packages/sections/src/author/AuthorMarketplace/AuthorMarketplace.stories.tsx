import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  localizedStoryArgs,
  siteProps,
  startsWith,
  withoutNetwork,
} from '../../blocks.fixtures.js';
import { AuthorMarketplace } from './AuthorMarketplace.js';

const localized = localizedStoryArgs(AuthorMarketplace, (m, locale) => ({
  copy: m.author,
  ...siteProps(m, locale),
}));

const meta = {
  title: 'Sections/Author/AuthorMarketplace',
  component: AuthorMarketplace,
  args: localized.args,
  render: localized.render,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The live marketplace of the author landing (docs/PRODUCT.md §2.6): the strip of the 6 top books and the bundle card (islands sharing the one data call, docs/PRODUCT.md §7.1) and the link to the marketplace. Here with no network: the placeholders and sample values the server renders.',
      },
    },
  },
  beforeEach: withoutNetwork,
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = localized.renderedArgs(storyArgs, globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: args.copy.strip.heading })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: args.copy.bundle.heading })).toBeVisible();
    const all = canvas.getByRole('link', { name: startsWith(args.copy.strip.viewAll) });
    await expect(all).toHaveAttribute('href', args.config.marketplaceUrl);
  },
} satisfies Meta<typeof AuthorMarketplace>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
