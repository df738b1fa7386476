import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { INITIAL_GLOBALS, type StoryGlobals, storyMessages } from '../../blocks.fixtures.js';
import { AuthorEditor } from './AuthorEditor.js';

const argsFor = (globals: StoryGlobals) => {
  const m = storyMessages(globals);
  return { copy: m.author.editor };
};

const meta = {
  title: 'Sections/Author/AuthorEditor',
  component: AuthorEditor,
  args: argsFor(INITIAL_GLOBALS),
  // The copy of the toolbar's language (or the pseudo-locale) over the story's args.
  render: (args, { globals }) => <AuthorEditor {...args} {...argsFor(globals)} />,
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
    const args = { ...storyArgs, ...argsFor(globals) };
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
