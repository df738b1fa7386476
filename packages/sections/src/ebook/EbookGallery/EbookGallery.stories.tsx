import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedStoryArgs, siteProps } from '../../blocks.fixtures.js';
import { EbookGallery } from './EbookGallery.js';

const localized = localizedStoryArgs(EbookGallery, (m, locale) => ({
  copy: { gallery: m.ebook.gallery, carousel: m.ebook.carousel, templates: m.templates.cover },
  ...siteProps(m, locale),
}));

const meta = {
  title: 'Sections/Ebook/EbookGallery',
  component: EbookGallery,
  args: localized.args,
  render: localized.render,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The cover templates gallery (docs/PRODUCT.md §2.2 item 2), anchor `templates`: the `CoverGallery` island with its links built from `config.appUrl` ("Use this template" fills in `cover_use_template_{id}`).',
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = localized.renderedArgs(storyArgs, globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: args.copy.gallery.heading })).toBeVisible();
    await expect(canvasElement.querySelector('#templates')).not.toBeNull();
  },
} satisfies Meta<typeof EbookGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
