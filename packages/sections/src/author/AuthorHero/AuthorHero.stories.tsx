import { localeDef } from '@landing/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedStoryArgs, siteProps, startsWith } from '../../blocks.fixtures.js';
import { AuthorHero } from './AuthorHero.js';

const localized = localizedStoryArgs(AuthorHero, (m, locale) => ({
  copy: m.author,
  ...siteProps(m, locale),
  // The demo card held on "Processing...": its 5 s switch would race the screenshot.
  demoAutoPlay: false,
}));

const meta = {
  title: 'Sections/Author/AuthorHero',
  component: AuthorHero,
  args: localized.args,
  render: localized.render,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The author landing's hero (docs/PRODUCT.md §2.6): badge, title (h1 standalone, h2 `embedded`), the publish link (`lang=es` in Spanish), the in-page link to the steps, the trust points and the live-publishing demo card (an island).",
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = localized.renderedArgs(storyArgs, globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(args.copy.hero.badge)).toBeVisible();
    const level = args.embedded ? 2 : 1;
    await expect(canvas.getByRole('heading', { level })).toHaveTextContent(args.copy.hero.headline);
    const steps = canvas.getByRole('link', { name: args.copy.hero.secondaryCta });
    await expect(steps).toHaveAttribute('href', `#${args.copy.hero.secondaryAnchor}`);
    const publish = canvas.getByRole('link', { name: startsWith(args.copy.hero.primaryCta) });
    // The app's `lang` parameter for the page's language, none for the app's own (the locale table).
    const href = new URL(publish.getAttribute('href') ?? '', document.baseURI);
    await expect(href.searchParams.get('lang')).toBe(localeDef(args.locale).appLang);
  },
} satisfies Meta<typeof AuthorHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };

/** Inside another page: the title is an h2. */
export const Embedded: Story = { args: { embedded: true } };
