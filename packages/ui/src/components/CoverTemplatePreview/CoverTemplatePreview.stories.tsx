import type { Locale } from '@landing/content';
import { DEFAULT_LOCALE } from '@landing/content/locale-table';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { isPseudoLocale, storyCopy, storyLocale } from '../../../.storybook/locale.js';
import { CoverTemplatePreview } from './CoverTemplatePreview';
import { coverTemplateFixtures, sampleBook } from './CoverTemplatePreview.fixtures';
import { COVER_TEMPLATE_IDS } from './templates';

const alt: Readonly<Record<Locale, (name: string) => string>> = {
  en: (name: string) => `Preview of the ${name} cover template`,
  es: (name: string) => `Vista previa de la plantilla de portada ${name}`,
};

const meta = {
  title: 'Components/Product previews/CoverTemplatePreview',
  tags: ['stable'],
  component: CoverTemplatePreview,
  args: { id: 14, name: 'Vaporwave' },
  argTypes: {
    id: { control: { type: 'select' }, options: COVER_TEMPLATE_IDS },
  },
  render: (args, { globals }) => {
    const _locale = storyLocale(globals);
    const fixture = storyCopy(coverTemplateFixtures, globals).find((t) => t.id === args.id);
    const name = fixture?.name ?? args.name;
    return (
      <CoverTemplatePreview
        {...args}
        name={name}
        title={args.title ?? storyCopy(sampleBook, globals).title}
        author={args.author ?? storyCopy(sampleBook, globals).author}
        alt={args.alt ?? storyCopy(alt, globals)(name)}
      />
    );
  },
} satisfies Meta<typeof CoverTemplatePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One cover at a typical card width. */
const cardWidth: Story['decorators'] = [
  (Story) => (
    <div style={{ width: 240 }}>
      <Story />
    </div>
  ),
];

/** A vector template (14, Vaporwave) with the sample title and author. */
export const Vector: Story = {
  decorators: cardWidth,
  play: async ({ canvasElement, globals }) => {
    const img = within(canvasElement).getByRole('img', {
      name: storyCopy(alt, globals)('Vaporwave'),
    });
    // The artwork is an image file; its drawing loads into the box.
    await expect(img.tagName).toBe('IMG');
    await waitFor(() => expect((img as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    // Fixed 2:3 box: the height follows from the width before anything paints.
    const box = canvasElement.querySelector('[data-template="vaporwave"]') as HTMLElement;
    const { width, height } = box.getBoundingClientRect();
    await expect(Math.round((height / width) * 100) / 100).toBe(1.5);
  },
};

/** An image template (1, Classic): the image file with the title drawn over it. */
export const Image: Story = {
  args: { id: 1, name: 'Classic' },
  decorators: cardWidth,
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img');
    await expect(img.tagName).toBe('IMG');
    await waitFor(() => expect((img as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  },
};

/** The long title in each language. */
const LONG_TITLE: Readonly<Record<Locale, string>> = {
  en: 'The Quiet Art of Building a Business That Outlives You',
  es: 'El arte silencioso de construir un negocio que te sobreviva',
};

/** A long title shrinks and wraps; past the line limit it ends with an ellipsis. */
export const LongTitle: Story = {
  args: {
    id: 20,
    name: 'Bold Stripe',
    title: LONG_TITLE[DEFAULT_LOCALE],
  },
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    // The args' title (Controls edit it) in the default language, the table's in another.
    const title =
      locale === DEFAULT_LOCALE && !isPseudoLocale(globals)
        ? (args.title ?? '')
        : storyCopy(LONG_TITLE, globals);
    return (
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
          gap: 12,
          width: 'min(560px, 100%)',
        }}
      >
        {([2, 15, 20] as const).map((id) => {
          const name =
            storyCopy(coverTemplateFixtures, globals).find((t) => t.id === id)?.name ?? '';
          return (
            <CoverTemplatePreview
              key={id}
              id={id}
              name={name}
              title={title}
              author={storyCopy(sampleBook, globals).author}
              alt={storyCopy(alt, globals)(name)}
            />
          );
        })}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const images = within(canvasElement).getAllByRole('img');
    await expect(images).toHaveLength(3);
    // No title line spills out of its cover.
    for (const box of canvasElement.querySelectorAll<HTMLElement>('[data-template]')) {
      const outer = box.getBoundingClientRect();
      for (const text of box.querySelectorAll('text')) {
        const r = text.getBoundingClientRect();
        await expect(r.left).toBeGreaterThanOrEqual(outer.left - 1);
        await expect(r.right).toBeLessThanOrEqual(outer.right + 1);
      }
    }
  },
};

/**
 * All 20 templates with their names and numbers, for design review. Each preview is decorative
 * here: the caption names it.
 */
export const AllTemplates: Story = {
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals }) => {
    const _locale = storyLocale(globals);
    return (
      <ol
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 16,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          gap: 16,
        }}
      >
        {storyCopy(coverTemplateFixtures, globals).map((t) => (
          <li key={t.id}>
            <figure style={{ margin: 0 }}>
              <CoverTemplatePreview
                id={t.id}
                name={t.name}
                title={storyCopy(sampleBook, globals).title}
                author={storyCopy(sampleBook, globals).author}
              />
              <figcaption style={{ marginTop: 8, fontSize: 14 }}>
                {t.id}. {t.name}
              </figcaption>
            </figure>
          </li>
        ))}
      </ol>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(20);
    await expect(canvas.getByText('14. Vaporwave')).toBeVisible();
    // Every artwork is a file of its own; every title is drawn over it.
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(20);
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(20);
    const sources = [...canvasElement.querySelectorAll('img')].map((img) => img.src);
    await expect(new Set(sources).size).toBe(20);
  },
};
