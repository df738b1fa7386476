import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedStoryArgs } from '../../blocks.fixtures.js';
import { AuthorUpload } from './AuthorUpload.js';

const localized = localizedStoryArgs(AuthorUpload, (m) => ({ copy: m.author.upload }));

const meta = {
  title: 'Sections/Author/AuthorUpload',
  component: AuthorUpload,
  args: localized.args,
  render: localized.render,
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
    const args = localized.renderedArgs(storyArgs, globals);
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
