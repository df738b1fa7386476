import { decodeHtmlEntities } from './entities.js';
import { parsePrice } from './price.js';
import { bookUrl, coverImageUrl } from './urls.js';

/** How many books the live marketplace strip shows and requests (docs/PRODUCT.md §7.1 and §9.1). */
export const TOP_BOOKS_LIMIT = 6;

/** A marketplace book ready to render: every field already validated (docs/PRODUCT.md §3.1). */
export interface Book {
  /** The marketplace id, as a string. Unique within one list. */
  id: string;
  /** The title with HTML entities decoded, trimmed, inner whitespace collapsed. Plain text. */
  title: string;
  /** The cover address on the cover base, or the placeholder cover. */
  coverUrl: string;
  /** The price, `0` for a free book, `null` when the marketplace sent none that can be read. */
  price: number | null;
  /** The book page on the marketplace. */
  href: string;
}

/** The addresses a raw book is resolved against. */
export interface BookBases {
  /** Cover storage base address (docs/PRODUCT.md §3.1). */
  coverBaseUrl: string;
  /** Marketplace host root, for book pages (docs/PRODUCT.md §2.7). */
  marketplaceUrl: string;
}

function readId(value: unknown): string | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? String(value) : null;
  if (typeof value !== 'string') return null;
  const id = value.trim();
  // `.` and `..` would be read as dot segments by the URL parser, even percent-encoded.
  return id && id !== '.' && id !== '..' ? id : null;
}

function readTitle(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  return decodeHtmlEntities(value).replace(/\s+/g, ' ').trim() || null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Validates and normalises a books response (docs/PRODUCT.md §3.1 and §7.2). The body is untrusted: items
 * that are not objects, lack a usable id (non-empty string or safe integer) or a non-empty title
 * are dropped, as are repeated ids (the strip keys its cards by id); the server's order (by views)
 * is kept and at most {@link TOP_BOOKS_LIMIT} books are returned.
 *
 * Pure and total: it never throws, whatever `body` is.
 *
 * @param body The parsed JSON body.
 * @param bases Where covers and book pages live.
 * @returns The books, or `null` when the body has no `books` array (docs/PRODUCT.md §8.2: nothing changes).
 */
export function parseBooksResponse(body: unknown, bases: BookBases): Book[] | null {
  if (!isRecord(body) || !Array.isArray(body.books)) return null;
  const books: Book[] = [];
  const seen = new Set<string>();
  for (const item of body.books as unknown[]) {
    if (books.length === TOP_BOOKS_LIMIT) break;
    if (!isRecord(item)) continue;
    const id = readId(item.ebook_id);
    const title = readTitle(item.ebook_title);
    if (id === null || title === null || seen.has(id)) continue;
    seen.add(id);
    books.push({
      id,
      title,
      coverUrl: coverImageUrl(bases.coverBaseUrl, item.book_cover_image),
      price: parsePrice(item.price),
      href: bookUrl(bases.marketplaceUrl, id, title),
    });
  }
  return books;
}
