import { formatMessage, formatPrice, type Locale } from '@landing/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  INITIAL_GLOBALS,
  type StoryGlobals,
  storyCopy,
  storyLocale,
} from '../../../.storybook/locale.js';
import { coverDataUri, sampleBooks } from '../BookCard/fixtures.js';
import { BundleCard, type BundleCardProps } from './BundleCard.js';

const copy = {
  en: {
    badge: 'Bundle deal',
    heading: 'Sell more with bundles',
    text: 'Group two or more of your books into one discounted bundle: readers get a better deal, you get a bigger order.',
    labels: {
      firstPrice: 'First book',
      total: '3 books bought separately',
      bundlePrice: 'Bundle price',
    },
    saved: '{percent}% saved',
    sampleNote:
      'Sample prices. With live books, a bundle of the first 3 costs 70% of their combined price.',
    liveNote: 'Worked out from the first 3 books listed above, bundled at 30% off.',
    cta: 'Create your first bundle',
    newTab: '(opens in a new tab)',
  },
  es: {
    badge: 'Pack de libros',
    heading: 'Vende más con packs',
    text: 'Agrupa dos o más de tus libros en un pack con descuento: tus lectores ahorran y tú vendes más en cada pedido.',
    labels: {
      firstPrice: 'Primer libro',
      total: '3 libros por separado',
      bundlePrice: 'Precio del pack',
    },
    saved: 'Ahorras un {percent} %',
    sampleNote:
      'Precios de ejemplo. Con libros reales, un pack de los 3 primeros cuesta el 70 % de su precio conjunto.',
    liveNote:
      'Calculado con los 3 primeros libros de la lista de arriba, con un 30 % de descuento.',
    cta: 'Crea tu primer pack',
    newTab: '(se abre en una pestaña nueva)',
  },
} as const satisfies Record<Locale, unknown>;

/** The figures as the site would write them; `live` uses 12.99 + 7.50 + 19.00 = 39.49 → 27.64. */
function props(globals: StoryGlobals, live: boolean): BundleCardProps {
  const locale = storyLocale(globals);
  const t = storyCopy(copy, globals);
  const [first, total, bundle, percent] = live ? [12.99, 39.49, 27.64, 30] : [19, 23.97, 16.99, 29];
  return {
    heading: t.heading,
    badge: t.badge,
    text: t.text,
    books: live
      ? sampleBooks(locale)
          .filter((book) => book.price)
          .slice(0, 3)
          .map((book, i) => ({ title: book.title, coverUrl: coverDataUri(i) }))
      : [],
    firstPriceText: formatPrice(first, locale),
    totalText: formatPrice(total, locale),
    bundlePriceText: formatPrice(bundle, locale),
    savingText: formatMessage(t.saved, { percent }),
    labels: t.labels,
    cta: {
      label: t.cta,
      href: 'https://app.example.com/register?source=homepage&action=register',
      opensInNewTab: true,
      newTabLabel: t.newTab,
    },
    note: live ? t.liveNote : t.sampleNote,
  };
}

const meta = {
  title: 'Components/Product previews/BundleCard',
  tags: ['stable'],
  component: BundleCard,
  args: props(INITIAL_GLOBALS, false),
  render: (args, { globals }) => {
    const _locale: Locale = storyLocale(globals);
    return <BundleCard {...props(globals, args.books.length > 0)} />;
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyCopy(copy, globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t.heading })).toBeVisible();
    await expect(canvas.getByText(t.labels.bundlePrice)).toBeVisible();
    const link = canvas.getByRole('link', { name: `${t.cta} ${t.newTab}` });
    await expect(link).toHaveAttribute('target', '_blank');
  },
} satisfies Meta<typeof BundleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before books load, or with fewer than 3: the sample values of docs/PRODUCT.md §9.6. */
export const SampleValues: Story = {
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText('$16.99')).toBeVisible();
    await expect(canvas.getByText('29% saved')).toBeVisible();
  },
};

/** Worked out from three live books. */
export const LiveBooks: Story = { args: props(INITIAL_GLOBALS, true) };

export const SampleValuesSpanish: Story = { globals: { locale: 'es' } };
export const LiveBooksSpanish: Story = {
  args: props({ locale: 'es' }, true),
  globals: { locale: 'es' },
};
export const LiveBooksPhone: Story = {
  args: props(INITIAL_GLOBALS, true),
  globals: { viewport: { value: 'phone' } },
};
