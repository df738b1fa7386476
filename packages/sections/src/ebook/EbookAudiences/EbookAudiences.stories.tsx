import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedStoryArgs, siteProps, startsWith } from '../../blocks.fixtures.js';
import { EbookAudiences } from './EbookAudiences.js';

const localized = localizedStoryArgs(EbookAudiences, (m, locale) => ({
  copy: m.ebook.audiences,
  ...siteProps(m, locale),
}));

const meta = {
  title: 'Sections/Ebook/EbookAudiences',
  component: EbookAudiences,
  args: localized.args,
  render: localized.render,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Who is this for (docs/PRODUCT.md §2.5), anchor `audiences`: one card per audience, each to registration with `action=audience_<id>`, and a closing registration link.',
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = localized.renderedArgs(storyArgs, globals);
    const canvas = within(canvasElement);
    const first = args.copy.items[0]!;
    await expect(canvas.getByRole('heading', { name: first.title })).toBeVisible();
    const links = canvas.getAllByRole('link', { name: startsWith(first.cta) });
    await expect(links[0]!.getAttribute('href')).toContain(`action=audience_${first.id}`);
  },
} satisfies Meta<typeof EbookAudiences>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
