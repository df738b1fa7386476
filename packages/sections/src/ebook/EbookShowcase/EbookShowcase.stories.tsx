import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedStoryArgs, siteProps } from '../../blocks.fixtures.js';
import { EbookShowcase } from './EbookShowcase.js';

const localized = localizedStoryArgs(EbookShowcase, (m, locale) => ({
  copy: m.ebook.hero.showcase,
  ...siteProps(m, locale),
}));

const meta = {
  title: 'Sections/Ebook/EbookShowcase',
  component: EbookShowcase,
  args: localized.args,
  render: localized.render,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The create mode's illustrated features (docs/PRODUCT.md §2.2 item 1): one section each, picture and text side by side from 740 px, alternating sides; the last ends with a registration link. Pictures come through the image proxy (`config.imageBaseUrl`).",
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = localized.renderedArgs(storyArgs, globals);
    const canvas = within(canvasElement);
    const sections = args.copy.sections;
    for (const section of sections) {
      await expect(canvas.getByRole('heading', { name: section.heading })).toBeVisible();
      await expect(canvas.getByRole('img', { name: section.image.alt })).toHaveAttribute(
        'src',
        `/images/${section.image.path}`,
      );
    }
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
} satisfies Meta<typeof EbookShowcase>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
