import type { Locale } from '@landing/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { messagesFor } from '../../blocks.fixtures.js';
import { EbookTranslate } from './EbookTranslate.js';

const argsFor = (locale: Locale) => {
  const m = messagesFor(locale);
  return { copy: m.ebook.translate };
};

const meta = {
  title: 'Sections/Ebook/EbookTranslate',
  component: EbookTranslate,
  args: argsFor('en'),
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Translate (docs/PRODUCT.md §2.4), anchor `translate`: one sentence in eight languages, each marked with its `lang`.',
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const samples = canvas.getByRole('list', { name: args.copy.samplesLabel });
    await expect(within(samples).getAllByRole('listitem')).toHaveLength(args.copy.samples.length);
    const first = args.copy.samples[0]!;
    await expect(within(samples).getByText(first.sample)).toHaveAttribute('lang', first.lang);
  },
} satisfies Meta<typeof EbookTranslate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { args: argsFor('es'), globals: { locale: 'es' } };
