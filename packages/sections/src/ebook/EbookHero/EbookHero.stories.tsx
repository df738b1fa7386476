import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedStoryArgs, siteProps, startsWith } from '../../blocks.fixtures.js';
import { EbookHero } from './EbookHero.js';

const localized = localizedStoryArgs(EbookHero, (m, locale) => ({
  copy: m.ebook.hero,
  ...siteProps(m, locale),
}));

const meta = {
  title: 'Sections/Ebook/EbookHero',
  component: EbookHero,
  args: localized.args,
  render: localized.render,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The top of the ebook landing in "Create a book with AI" mode (docs/PRODUCT.md §2.2 item 1): the page h1, "Start Free Trial" (registration, new tab), "Watch Demo" (the demo dialog, an island hydrated when idle), the trust points, and a picture of the editor at work (a file with no words, `assets/hero/editor.svg`): beside the text from the desktop width, under the actions below it.',
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = localized.renderedArgs(storyArgs, globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      args.copy.create.headline,
    );
    const start = canvas.getByRole('link', { name: startsWith(args.copy.create.primaryCta) });
    await expect(start).toHaveAttribute('target', '_blank');
    await expect(start.getAttribute('href')).toContain('action=register');
    await expect(canvas.getByRole('button', { name: args.copy.create.secondaryCta })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(args.copy.create.trust.length);
    await expect(canvas.getByRole('img', { name: args.copy.create.visualAlt })).toBeVisible();
  },
} satisfies Meta<typeof EbookHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
