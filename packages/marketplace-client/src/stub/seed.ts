/**
 * A book in the marketplace's raw list shape (docs/PRODUCT.md §3.1), as loose as the real API may be:
 * the stub serves whatever it is given, so malformed items can be seeded on purpose.
 */
export interface StubBook {
  /** Marketplace id: a number or a string. */
  ebook_id?: string | number;
  /** HTML-escaped title, as the marketplace sends it. */
  ebook_title?: string;
  /** Cover file under `/covers/`; empty or missing means no cover. */
  book_cover_image?: string | null;
  /** Price as a string, parsed by the client. */
  price?: string | number | null;
  /** Page views, for `sort=views`. */
  views?: number;
  /** ISO date of publication, for `sort=newest`. */
  created_at?: string;
}

/**
 * The seeded catalogue. Sorted by views (the landing's query), the top 6 carry the edge cases the
 * client must survive while the strip still shows its 6 books (docs/PRODUCT.md §3.1 and §7.2): entities and
 * accents in titles, a missing cover, a free book, a price that cannot be read. Further down
 * (reached with `limit=10`): a cover file with a space, one in a sub-folder, a string id, and one
 * item without a title that normalisation drops.
 */
export const SEED_BOOKS: readonly StubBook[] = [
  {
    ebook_id: 101,
    ebook_title: 'El Ni&ntilde;o &amp; the Sea',
    book_cover_image: 'el-nino-and-the-sea.svg',
    price: '9.99',
    views: 5840,
    created_at: '2025-01-14',
  },
  {
    ebook_id: 102,
    ebook_title: 'Caf&eacute; de Par&iacute;s',
    book_cover_image: 'cafe-de-paris.svg',
    price: '14.50',
    views: 5210,
    created_at: '2025-03-02',
  },
  {
    ebook_id: 103,
    ebook_title: 'It&#39;s About Time',
    book_cover_image: 'its-about-time.svg',
    price: '4.99',
    views: 4975,
    created_at: '2024-11-20',
  },
  {
    ebook_id: 104,
    ebook_title: 'Your First Launch: A Free Field Guide',
    book_cover_image: '',
    price: '0.00',
    views: 4630,
    created_at: '2025-04-18',
  },
  {
    ebook_id: 106,
    ebook_title: 'Recetas de la Abuela &mdash; Edici&oacute;n Ampliada',
    book_cover_image: 'recetas-de-la-abuela.svg',
    price: 'TBD',
    views: 4120,
    created_at: '2024-09-30',
  },
  {
    ebook_id: 107,
    ebook_title: 'The Midnight Ledger',
    book_cover_image: 'midnight ledger.svg',
    price: '12',
    views: 3890,
    created_at: '2025-05-06',
  },
  {
    ebook_id: 108,
    ebook_title: 'The Gardener&rsquo;s Almanac',
    book_cover_image: '2024/11/gardeners-almanac.svg',
    price: '19.00',
    views: 3550,
    created_at: '2024-11-03',
  },
  {
    ebook_id: 'bk-109',
    ebook_title: 'Quiet Hours &#x2014; Poems',
    book_cover_image: 'quiet-hours.svg',
    price: '6.50',
    views: 2980,
    created_at: '2025-06-21',
  },
  {
    ebook_id: 105,
    book_cover_image: 'untitled.svg',
    price: '7.99',
    views: 2700,
    created_at: '2025-02-09',
  },
  {
    ebook_id: 110,
    ebook_title: '&iquest;Qui&eacute;n Cuenta los Cuentos?',
    book_cover_image: 'quien-cuenta-los-cuentos.svg',
    price: '11.99',
    views: 2410,
    created_at: '2025-07-12',
  },
];
