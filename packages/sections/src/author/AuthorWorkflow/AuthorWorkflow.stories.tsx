import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedStoryArgs } from '../../blocks.fixtures.js';
import { AuthorWorkflow } from './AuthorWorkflow.js';

const localized = localizedStoryArgs(AuthorWorkflow, (m) => ({ copy: m.author.workflow }));

const meta = {
  title: 'Sections/Author/AuthorWorkflow',
  component: AuthorWorkflow,
  args: localized.args,
  render: localized.render,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The six-step workflow of the author landing (docs/PRODUCT.md §2.6), in three columns from the desktop width.',
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = localized.renderedArgs(storyArgs, globals);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(args.copy.steps.length);
    await expect(canvas.getByText(args.copy.note)).toBeVisible();
  },
} satisfies Meta<typeof AuthorWorkflow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
