import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedStoryArgs, siteProps } from '../../blocks.fixtures.js';
import { EbookFinalCta } from './EbookFinalCta.js';

const localized = localizedStoryArgs(EbookFinalCta, (m, locale) => ({
  copy: m.ebook.finalCta,
  ...siteProps(m, locale),
}));

const meta = {
  title: 'Sections/Ebook/EbookFinalCta',
  component: EbookFinalCta,
  args: localized.args,
  render: localized.render,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The final call to action (docs/PRODUCT.md §2.2 item 9) over the particle background (item 10, an island; still under reduced motion). "Start Free Trial" opens registration in a new tab and "Watch Demo" leads to the how-it-works section, where the demo video opens; both record their analytics event.',
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = localized.renderedArgs(storyArgs, globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: args.copy.heading })).toBeVisible();
    const start = canvas.getByRole('link', { name: new RegExp(`^${args.copy.primaryCta.label}`) });
    await expect(start).toHaveAttribute('data-track', args.copy.primaryCta.event);
    await expect(start.getAttribute('href')).toContain(`action=${args.copy.primaryCta.action}`);
    const demo = canvas.getByRole('link', { name: args.copy.secondaryCta.label });
    await expect(demo).toHaveAttribute('href', `#${args.copy.secondaryCta.anchor}`);
    await expect(demo).toHaveAttribute('data-track', args.copy.secondaryCta.event);
  },
} satisfies Meta<typeof EbookFinalCta>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
