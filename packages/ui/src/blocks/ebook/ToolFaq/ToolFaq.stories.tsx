import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { messagesFor } from '../../blocks.fixtures.js';
import { ToolFaq } from './ToolFaq.js';

const argsFor = (locale: 'en' | 'es') => {
  const m = messagesFor(locale);
  const page = m.tools.pages.ebookIdeas;
  return { heading: m.tools.labels.faq, copy: page.faq };
};

const meta = {
  title: 'Blocks/Ebook/ToolFaq',
  component: ToolFaq,
  args: argsFor('en'),
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "A tool's FAQ (docs/PRODUCT.md §2.3) on native `<details>`: it works without JavaScript.",
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(args.heading);
    await expect(canvas.getByText(args.copy[0]!.answer)).not.toBeVisible();
  },
} satisfies Meta<typeof ToolFaq>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { args: argsFor('es'), globals: { locale: 'es' } };

/** A question opened by a click on it. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = args.copy[0]!;
    await userEvent.click(canvas.getByRole('heading', { name: first.question }));
    await expect(canvas.getByText(first.answer)).toBeVisible();
  },
};
