import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedStoryArgs, siteProps } from '../../blocks.fixtures.js';
import { EbookHowItWorks } from './EbookHowItWorks.js';

const localized = localizedStoryArgs(EbookHowItWorks, (m, locale) => ({
  copy: { ...m.ebook.howItWorks, demo: m.ebook.hero.demo },
  ...siteProps(m, locale),
}));

const meta = {
  title: 'Sections/Ebook/EbookHowItWorks',
  component: EbookHowItWorks,
  args: localized.args,
  render: localized.render,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'How it works (docs/PRODUCT.md §2.2 item 3), anchor `how-it-works`: three steps, a registration link and the demo video button (an island hydrated near the viewport).',
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = localized.renderedArgs(storyArgs, globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(args.copy.heading);
    for (const step of args.copy.steps) {
      await expect(canvas.getByRole('heading', { name: step.title })).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: args.copy.secondaryCta.label })).toBeVisible();
  },
} satisfies Meta<typeof EbookHowItWorks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
