import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedStoryArgs } from '../../blocks.fixtures.js';
import { ToolHowItWorks } from './ToolHowItWorks.js';

const localized = localizedStoryArgs(ToolHowItWorks, (m) => ({
  heading: m.tools.labels.howItWorks,
  steps: m.tools.pages.ebookIdeas.howItWorks,
}));

const meta = {
  title: 'Sections/Tools/ToolHowItWorks',
  component: ToolHowItWorks,
  args: localized.args,
  render: localized.render,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'How a tool works (docs/PRODUCT.md §2.3), on every tool page under the form: what the visitor types, the free sign-up the form opens in a new tab (the same step on every page) and what they get, as the numbered `StepList` of the landing. No CSS of its own.',
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = localized.renderedArgs(storyArgs, globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(args.heading);
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('OL');
    const titles = within(list).getAllByRole('heading', { level: 3 });
    await expect(titles.map((h) => h.textContent)).toEqual(args.steps.map((s) => s.title));
  },
} satisfies Meta<typeof ToolHowItWorks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English, for the ebook ideas tool. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
