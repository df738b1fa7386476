import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyCopy } from '../../../.storybook/locale.js';
import { TestimonialCard } from './TestimonialCard.js';

const copy = {
  en: {
    labels: { rating: '{rating} out of 5 stars', via: 'on {platform}' },
    quote:
      'I had the outline of my gardening guide for years. Inkwell turned it into a finished, illustrated ebook over one weekend, and my newsletter readers bought it the same week.',
    author: 'Hannah W.',
    title: 'Garden blogger',
    author2: 'Marcus T.',
    title2: 'Cookbook author',
    quote2:
      'I bundled my three baking books at a discount and the bundle now outsells every single title.',
  },
  es: {
    labels: { rating: '{rating} de 5 estrellas', via: 'en {platform}' },
    quote:
      'Llevaba años con el índice de mi guía de jardinería. Inkwell lo convirtió en un ebook ilustrado y terminado en un fin de semana, y los lectores de mi boletín lo compraron esa misma semana.',
    author: 'Lucía G.',
    title: 'Bloguera de jardinería',
    author2: 'Andrés P.',
    title2: 'Autor de libros de cocina',
    quote2:
      'Junté mis tres libros de repostería en un pack con descuento y ahora el pack vende más que cualquiera de los títulos por separado.',
  },
} as const;

const meta = {
  title: 'Components/Content/TestimonialCard',
  tags: ['stable'],
  component: TestimonialCard,
  args: {
    quote: copy.en.quote,
    author: copy.en.author,
    title: copy.en.title,
    platform: 'ReviewHub',
    rating: 5,
    labels: copy.en.labels,
  },
  argTypes: { rating: { control: { type: 'range', min: 0, max: 5, step: 1 } } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  render: (args, { globals }) => {
    const t = storyCopy(copy, globals);
    return (
      <TestimonialCard
        {...args}
        quote={args.author === copy.en.author2 ? t.quote2 : t.quote}
        author={args.author === copy.en.author2 ? t.author2 : t.author}
        title={args.author === copy.en.author2 ? t.title2 : t.title}
        labels={t.labels}
      />
    );
  },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyCopy(copy, globals);
    const canvas = within(canvasElement);
    const figure = canvas.getByRole('figure');
    await expect(
      canvas.getByRole('img', { name: t.labels.rating.replace('{rating}', String(args.rating)) }),
    ).toBeVisible();
    await expect(figure.querySelector('blockquote')).toBeVisible();
    if (args.platform) {
      await expect(figure).toHaveTextContent(t.labels.via.replace('{platform}', args.platform));
    }
  },
} satisfies Meta<typeof TestimonialCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromReviewSite: Story = {};
export const FromReviewSiteSpanish: Story = { globals: { locale: 'es' } };
/** Author testimonials of the author landing carry no review site. */
export const AuthorWithoutPlatform: Story = {
  args: { platform: undefined, author: copy.en.author2 },
};
export const AuthorWithoutPlatformSpanish: Story = {
  ...AuthorWithoutPlatform,
  globals: { locale: 'es' },
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
