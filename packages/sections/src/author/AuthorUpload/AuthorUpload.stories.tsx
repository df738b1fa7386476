import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { INITIAL_GLOBALS, type StoryGlobals, storyMessages } from '../../blocks.fixtures.js';
import { AuthorUpload } from './AuthorUpload.js';

const argsFor = (globals: StoryGlobals) => {
  const m = storyMessages(globals);
  return { copy: m.author.upload };
};

const meta = {
  title: 'Sections/Author/AuthorUpload',
  component: AuthorUpload,
  args: argsFor(INITIAL_GLOBALS),
  // The copy of the toolbar's language (or the pseudo-locale) over the story's args.
  render: (args, { globals }) => <AuthorUpload {...args} {...argsFor(globals)} />,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'DOCX upload on the author landing (docs/PRODUCT.md §2.6): the file rules, the checks and what the upload fixes.',
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = { ...storyArgs, ...argsFor(globals) };
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('definition')).toHaveLength(args.copy.rules.length);
    await expect(canvas.getByRole('heading', { name: args.copy.checksHeading })).toBeVisible();
  },
} satisfies Meta<typeof AuthorUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
