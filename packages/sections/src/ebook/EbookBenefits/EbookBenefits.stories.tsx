import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedStoryArgs, siteProps, startsWith } from '../../blocks.fixtures.js';
import { EbookBenefits } from './EbookBenefits.js';

const localized = localizedStoryArgs(EbookBenefits, (m, locale) => ({
  copy: m.ebook.hero.benefits,
  ...siteProps(m, locale),
}));

const meta = {
  title: 'Sections/Ebook/EbookBenefits',
  component: EbookBenefits,
  args: localized.args,
  render: localized.render,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The create mode\'s benefits (docs/PRODUCT.md §2.2 item 1): ticked points (the ticks are decorative) and "Get Free Sample" to registration, with a note saying what it gives.',
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = localized.renderedArgs(storyArgs, globals);
    const canvas = within(canvasElement);
    const points = canvas.getAllByRole('listitem');
    await expect(points).toHaveLength(args.copy.items.length);
    await expect(points[0]).toHaveTextContent(args.copy.items[0]!.text);
    const sample = canvas.getByRole('link', { name: startsWith(args.copy.cta.label) });
    await expect(sample.getAttribute('href')).toContain(`action=${args.copy.cta.action}`);
    // The note under the button says what it gives.
    await expect(canvas.getByText(args.copy.ctaNote)).toBeVisible();
  },
} satisfies Meta<typeof EbookBenefits>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
