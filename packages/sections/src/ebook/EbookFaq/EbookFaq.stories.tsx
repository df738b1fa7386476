import type { Locale } from '@landing/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { messagesFor } from '../../blocks.fixtures.js';
import { EbookFaq } from './EbookFaq.js';

const argsFor = (locale: Locale) => {
  const m = messagesFor(locale);
  return { copy: m.ebook.faq };
};

const meta = {
  title: 'Sections/Ebook/EbookFaq',
  component: EbookFaq,
  args: argsFor('en'),
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'FAQ (docs/PRODUCT.md §2.2 item 8), anchor `faq`: the accordion island, at most one answer open.',
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(args.copy.heading);
    const first = canvas.getByRole('button', { name: args.copy.items[0]!.question });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  },
} satisfies Meta<typeof EbookFaq>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { args: argsFor('es'), globals: { locale: 'es' } };
