import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedStoryArgs, siteProps, startsWith } from '../../blocks.fixtures.js';
import { EbookFeatures } from './EbookFeatures.js';

const localized = localizedStoryArgs(EbookFeatures, (m, locale) => ({
  copy: m.ebook.features,
  ...siteProps(m, locale),
}));

const meta = {
  title: 'Sections/Ebook/EbookFeatures',
  component: EbookFeatures,
  args: localized.args,
  render: localized.render,
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
    const args = localized.renderedArgs(storyArgs, globals);
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
