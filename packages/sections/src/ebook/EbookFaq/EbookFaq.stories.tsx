import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedStoryArgs } from '../../blocks.fixtures.js';
import { EbookFaq } from './EbookFaq.js';

const localized = localizedStoryArgs(EbookFaq, (m) => ({ copy: m.ebook.faq }));

const meta = {
  title: 'Sections/Ebook/EbookFaq',
  component: EbookFaq,
  args: localized.args,
  render: localized.render,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'FAQ (docs/PRODUCT.md §2.2 item 8), anchor `faq`: the accordion in plain HTML (`<details>`, no script), at most one answer open.',
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = localized.renderedArgs(storyArgs, globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(args.copy.heading);
    const first = canvas.getByRole('heading', { level: 3, name: args.copy.items[0]!.question });
    await expect(canvas.getByText(args.copy.items[0]!.answer)).not.toBeVisible();
    await expect(first.closest('summary')).not.toBeNull();
  },
} satisfies Meta<typeof EbookFaq>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
