import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedStoryArgs, storyMessages, withoutNetwork } from '../blocks.fixtures.js';
import { AuthorLanding } from './AuthorLanding.js';

const config = {
  appUrl: 'https://app.example.com',
  marketplaceUrl: 'https://market.example.com',
  apiBaseUrl: 'https://api.example.com',
  coverBaseUrl: 'https://covers.example.com/',
};

const localized = localizedStoryArgs(AuthorLanding, (m, locale) => ({
  copy: m.author,
  common: m.common,
  locale,
  config,
}));

const meta = {
  title: 'Pages/AuthorLanding',
  // The whole composition is not shot: each of its sections has its own story and baselines, and
  // the site suites shoot the built page's first screen (docs/CONTRIBUTING.md "Stories and baselines").
  tags: ['no-visual'],
  component: AuthorLanding,
  args: { ...localized.args, embedded: false },
  render: localized.render,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The author-publishing landing (docs/PRODUCT.md §2.6) as one server-rendered composition. The author site renders it standalone (hero title = h1); the ebook site embeds it in its "I already have a book" mode with `embedded` (h2 hero, h3 sections, the have-book introduction). Islands: `LiveDemoCard`, `LiveMarketplaceStrip`, `LiveBundleCard` — each site registers these names; the FAQ is plain HTML (`<details>`).',
      },
    },
  },
  beforeEach: withoutNetwork,
} satisfies Meta<typeof AuthorLanding>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The author site's home in English. */
export const English: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      storyMessages(globals).author.hero.headline,
    );
    const link = canvas.getByRole('link', {
      name: storyMessages(globals).author.hero.secondaryCta,
    });
    await expect(link).toHaveAttribute('href', '#steps-section');
  },
};

/** The author site's home in Spanish: the publish links carry `lang=es`. */
export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      storyMessages(globals).author.hero.headline,
    );
    const publish = canvasElement.querySelector('a[href*="utm_medium=publish_feature"]');
    await expect(publish?.getAttribute('href')).toContain('lang=es');
  },
};

/** Inside the ebook site's "I already have a book" mode. */
export const Embedded: Story = {
  args: { embedded: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(storyMessages(globals).author.haveBook.text)).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};
