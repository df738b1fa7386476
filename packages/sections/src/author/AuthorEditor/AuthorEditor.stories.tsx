import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedStoryArgs } from '../../blocks.fixtures.js';
import { AuthorEditor } from './AuthorEditor.js';

const localized = localizedStoryArgs(AuthorEditor, (m) => ({ copy: m.author.editor }));

const meta = {
  title: 'Sections/Author/AuthorEditor',
  component: AuthorEditor,
  args: localized.args,
  render: localized.render,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The editor's features on the author landing (docs/PRODUCT.md §2.6), in three columns from the desktop width.",
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = localized.renderedArgs(storyArgs, globals);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(
      args.copy.features.length,
    );
  },
} satisfies Meta<typeof AuthorEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
