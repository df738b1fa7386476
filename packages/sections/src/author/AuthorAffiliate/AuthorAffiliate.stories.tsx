import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedStoryArgs, siteProps, startsWith } from '../../blocks.fixtures.js';
import { AuthorAffiliate } from './AuthorAffiliate.js';

const localized = localizedStoryArgs(AuthorAffiliate, (m, locale) => ({
  copy: m.author.affiliate,
  ...siteProps(m, locale),
}));

const meta = {
  title: 'Sections/Author/AuthorAffiliate',
  component: AuthorAffiliate,
  args: localized.args,
  render: localized.render,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The affiliate programme of the author landing (docs/PRODUCT.md §2.6): four points and a call to action.',
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = localized.renderedArgs(storyArgs, globals);
    const canvas = within(canvasElement);
    for (const point of args.copy.points) {
      await expect(canvas.getByRole('heading', { name: point.title })).toBeVisible();
    }
    await expect(
      canvas.getByRole('link', { name: startsWith(args.copy.cta.label) }),
    ).toHaveAttribute('target', '_blank');
  },
} satisfies Meta<typeof AuthorAffiliate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
