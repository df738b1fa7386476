import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedStoryArgs } from '../../blocks.fixtures.js';
import { EbookTranslate } from './EbookTranslate.js';

const localized = localizedStoryArgs(EbookTranslate, (m) => ({ copy: m.ebook.translate }));

const meta = {
  title: 'Sections/Ebook/EbookTranslate',
  component: EbookTranslate,
  args: localized.args,
  render: localized.render,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Translate (docs/PRODUCT.md §2.4), anchor `translate`: one sentence in eight languages, each marked with its `lang`.',
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = localized.renderedArgs(storyArgs, globals);
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
export const Spanish: Story = { globals: { locale: 'es' } };
