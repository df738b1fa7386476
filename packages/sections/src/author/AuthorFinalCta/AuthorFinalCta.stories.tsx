import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedStoryArgs, siteProps } from '../../blocks.fixtures.js';
import { AuthorFinalCta } from './AuthorFinalCta.js';

const localized = localizedStoryArgs(AuthorFinalCta, (m, locale) => ({
  copy: m.author,
  ...siteProps(m, locale),
}));

const meta = {
  title: 'Sections/Author/AuthorFinalCta',
  component: AuthorFinalCta,
  args: localized.args,
  render: localized.render,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The closing call to action of the author landing (docs/PRODUCT.md §2.6) on the inverse tone, with the stats row (its heading is for screen readers).',
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = localized.renderedArgs(storyArgs, globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: args.copy.finalCta.heading })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: args.copy.stats.label })).toBeInTheDocument();
    await expect(canvas.getAllByRole('term')).toHaveLength(args.copy.stats.items.length);
  },
} satisfies Meta<typeof AuthorFinalCta>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
