import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { INITIAL_GLOBALS, localizedStoryArgs, storyMessages } from '../../blocks.fixtures.js';
import { ToolFaq } from './ToolFaq.js';

const localized = localizedStoryArgs(ToolFaq, (m) => ({
  heading: m.tools.labels.faq,
  // As a tool page has it: “Is it free? Do I need an account?” first and open, then the tool's own.
  copy: [m.tools.access, ...m.tools.pages.ebookIdeas.faq],
}));

const meta = {
  title: 'Sections/Tools/ToolFaq',
  component: ToolFaq,
  args: { ...localized.args, openId: storyMessages(INITIAL_GLOBALS).tools.access.id },
  render: localized.render,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "A tool's FAQ (docs/PRODUCT.md §2.3) on native `<details>`: it works without JavaScript. On a tool page it opens with “Is it free? Do I need an account?”, shown open (`openId`): its answer is where the page states the trial.",
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = localized.renderedArgs(storyArgs, globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(args.heading);
    const [first, second] = args.copy;
    await expect(canvas.getByText(first!.answer)).toBeVisible();
    await expect(canvas.getByText(second!.answer)).not.toBeVisible();
  },
} satisfies Meta<typeof ToolFaq>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };

/** A closed question opened by a click on it. */
export const Open: Story = {
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = localized.renderedArgs(storyArgs, globals);
    const canvas = within(canvasElement);
    const second = args.copy[1]!;
    await userEvent.click(canvas.getByRole('heading', { name: second.question }));
    await expect(canvas.getByText(second.answer)).toBeVisible();
  },
};

/** Every question closed, as a FAQ without `openId`. */
export const Closed: Story = {
  args: { openId: undefined },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = localized.renderedArgs(storyArgs, globals);
    const canvas = within(canvasElement);
    for (const q of args.copy) await expect(canvas.getByText(q.answer)).not.toBeVisible();
  },
};
