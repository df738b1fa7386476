import { localeDef } from '@landing/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedStoryArgs, siteProps, startsWith } from '../../blocks.fixtures.js';
import { EbookPublish } from './EbookPublish.js';

const localized = localizedStoryArgs(EbookPublish, (m, locale) => ({
  copy: m.ebook.publish,
  ...siteProps(m, locale),
}));

const meta = {
  title: 'Sections/Ebook/EbookPublish',
  component: EbookPublish,
  args: localized.args,
  render: localized.render,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Publish and sell (docs/PRODUCT.md §2.2 item 6), anchor `publish`: four steps and the publish link, which carries `lang=es` in Spanish.',
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = localized.renderedArgs(storyArgs, globals);
    const canvas = within(canvasElement);
    const publish = canvas.getByRole('link', { name: startsWith(args.copy.cta.label) });
    await expect(publish.getAttribute('href')).toContain('utm_medium=publish_feature');
    // The app's `lang` parameter for the page's language, none for the app's own (the locale table).
    const href = new URL(publish.getAttribute('href') ?? '', document.baseURI);
    await expect(href.searchParams.get('lang')).toBe(localeDef(args.locale).appLang);
  },
} satisfies Meta<typeof EbookPublish>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
