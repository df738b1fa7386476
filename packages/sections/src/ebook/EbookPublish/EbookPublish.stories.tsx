import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { blockConfig, messagesFor, startsWith } from '../../blocks.fixtures.js';
import { EbookPublish } from './EbookPublish.js';

const argsFor = (locale: 'en' | 'es') => {
  const m = messagesFor(locale);
  return { copy: m.ebook.publish, common: m.common, locale, config: blockConfig };
};

const meta = {
  title: 'Sections/Ebook/EbookPublish',
  component: EbookPublish,
  args: argsFor('en'),
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Publish and sell (docs/PRODUCT.md §2.2 item 6), anchor `publish`: four steps and the publish link, which carries `lang=es` in Spanish.',
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const publish = canvas.getByRole('link', { name: startsWith(args.copy.cta.label) });
    await expect(publish.getAttribute('href')).toContain('utm_medium=publish_feature');
    await expect(publish.getAttribute('href')?.includes('lang=es')).toBe(args.locale === 'es');
  },
} satisfies Meta<typeof EbookPublish>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { args: argsFor('es'), globals: { locale: 'es' } };
