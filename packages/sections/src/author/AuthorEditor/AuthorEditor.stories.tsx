import type { Locale } from '@landing/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { messagesFor } from '../../blocks.fixtures.js';
import { AuthorEditor } from './AuthorEditor.js';

const argsFor = (locale: Locale) => {
  const m = messagesFor(locale);
  return { copy: m.author.editor };
};

const meta = {
  title: 'Sections/Author/AuthorEditor',
  component: AuthorEditor,
  args: argsFor('en'),
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The editor's features on the author landing (docs/PRODUCT.md §2.6), in three columns from the desktop width.",
      },
    },
  },
  play: async ({ canvasElement, args }) => {
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
export const Spanish: Story = { args: argsFor('es'), globals: { locale: 'es' } };
