import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  blockConfig,
  INITIAL_GLOBALS,
  type StoryGlobals,
  storyLocale,
  storyMessages,
} from '../../blocks.fixtures.js';
import { EbookGallery } from './EbookGallery.js';

const argsFor = (globals: StoryGlobals) => {
  const m = storyMessages(globals);
  const locale = storyLocale(globals);
  return {
    copy: { gallery: m.ebook.gallery, carousel: m.ebook.carousel, templates: m.templates.cover },
    common: m.common,
    locale,
    config: blockConfig,
  };
};

const meta = {
  title: 'Sections/Ebook/EbookGallery',
  component: EbookGallery,
  args: argsFor(INITIAL_GLOBALS),
  // The copy of the toolbar's language (or the pseudo-locale) over the story's args.
  render: (args, { globals }) => <EbookGallery {...args} {...argsFor(globals)} />,
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
    const args = { ...storyArgs, ...argsFor(globals) };
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
