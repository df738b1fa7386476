import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedStoryArgs } from '../../blocks.fixtures.js';
import { AuthorSteps } from './AuthorSteps.js';

const localized = localizedStoryArgs(AuthorSteps, (m) => ({ copy: m.author.steps }));

const meta = {
  title: 'Sections/Author/AuthorSteps',
  component: AuthorSteps,
  args: localized.args,
  render: localized.render,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The four publishing steps of the author landing (docs/PRODUCT.md §2.6), anchor `steps-section` (the hero's second link).",
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = localized.renderedArgs(storyArgs, globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(args.copy.heading);
    await expect(canvasElement.querySelector(`#${args.copy.id}`)).not.toBeNull();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(args.copy.items.length);
  },
} satisfies Meta<typeof AuthorSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
