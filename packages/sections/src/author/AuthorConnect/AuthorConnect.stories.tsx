import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedStoryArgs, startsWith } from '../../blocks.fixtures.js';
import { AuthorConnect } from './AuthorConnect.js';

const localized = localizedStoryArgs(AuthorConnect, (m) => ({
  copy: m.author.connect,
  common: m.common,
}));

const meta = {
  title: 'Sections/Author/AuthorConnect',
  component: AuthorConnect,
  args: localized.args,
  render: localized.render,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Getting paid on the author landing (docs/PRODUCT.md §2.6): how connecting works, the royalty and payout facts, the countries (the list expands without JavaScript) and the alternatives, each a link to another site.',
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = localized.renderedArgs(storyArgs, globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: args.copy.countriesHeading })).toBeVisible();
    const full = canvas.getByRole('link', { name: startsWith(args.copy.fullList.label) });
    await expect(full).toHaveAttribute('href', args.copy.fullList.href);
    await expect(full).toHaveAttribute('target', '_blank');
  },
} satisfies Meta<typeof AuthorConnect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
