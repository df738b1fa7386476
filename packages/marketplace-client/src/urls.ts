// Outbound addresses of docs/PRODUCT.md §2.7 and §3.1. Every builder returns a string that starts with the
// base it was given (or the placeholder cover), whatever the marketplace sends.

const PLACEHOLDER_SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 200 300'>" +
  "<rect width='200' height='300' rx='6' fill='#e5e7eb'/>" +
  "<rect width='16' height='300' fill='#d1d5db'/>" +
  "<rect x='44' y='96' width='120' height='12' rx='6' fill='#9ca3af'/>" +
  "<rect x='44' y='120' width='84' height='12' rx='6' fill='#9ca3af'/>" +
  "<rect x='44' y='236' width='64' height='8' rx='4' fill='#d1d5db'/></svg>";

/**
 * The local placeholder of docs/PRODUCT.md §3.1 for a book without a usable cover: a neutral grey book
 * as an inline SVG data URI, so it shows with no server and no extra request.
 */
export const PLACEHOLDER_COVER = `data:image/svg+xml,${/* @__PURE__ */ encodeURIComponent(PLACEHOLDER_SVG)}`;

function withTrailingSlash(base: string): string {
  return base.endsWith('/') ? base : `${base}/`;
}

// encodeURIComponent throws on a lone surrogate, which a JSON string may hold; the `u` flag leaves
// well-formed pairs alone.
function toWellFormed(text: string): string {
  return text.replace(/[\uD800-\uDFFF]/gu, '\uFFFD');
}

/**
 * The title part of a marketplace book address (docs/PRODUCT.md §2.7): accents folded (`El Niño` →
 * `el-nino`), lowercase, each run of other characters one hyphen, no hyphen at either end.
 *
 * @param title The decoded book title.
 * @returns Only `[a-z0-9-]`; `book` when nothing is left.
 */
export function bookSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug || 'book';
}

/**
 * A marketplace book page, `{marketplace}/book/{id}/{slug}` (docs/PRODUCT.md §2.7).
 *
 * @param marketplaceUrl The marketplace host root; a trailing slash is optional.
 * @param id The book id, percent-encoded into one path segment; non-empty and not `.` or `..`,
 *   as `parseBooksResponse` guarantees.
 * @param title The decoded title the slug is made from.
 */
export function bookUrl(marketplaceUrl: string, id: string | number, title: string): string {
  const segment = encodeURIComponent(toWellFormed(String(id)));
  return `${withTrailingSlash(marketplaceUrl)}book/${segment}/${bookSlug(title)}`;
}

/**
 * The address of a book cover: the cover storage base followed by the file (docs/PRODUCT.md §3.1), joined
 * with exactly one slash. Untrusted input falls back to {@link PLACEHOLDER_COVER}: a missing or
 * blank value, a `..` segment (also percent-encoded), a backslash, and any absolute URL that is not
 * already under the cover base (another host, `javascript:`, `data:`).
 *
 * @param coverBaseUrl The cover storage base address.
 * @param file The `book_cover_image` value as received; anything but a string means no cover.
 */
export function coverImageUrl(coverBaseUrl: string, file: unknown): string {
  if (typeof file !== 'string') return PLACEHOLDER_COVER;
  const base = withTrailingSlash(coverBaseUrl);
  let path = file.trim();
  if (/^[a-z][a-z\d+.-]*:/i.test(path)) {
    if (!/^https?:/i.test(path) || !path.startsWith(base)) return PLACEHOLDER_COVER;
    path = path.slice(base.length);
  }
  path = path.replace(/^\/+/, '');
  if (!path || path.includes('\\') || /(?:^|\/)(?:\.|%2e){2}(?:[/?#]|$)/i.test(path)) {
    return PLACEHOLDER_COVER;
  }
  // Spaces and other characters a URL cannot hold raw are encoded; `%` stays so a file name that
  // is already encoded is not encoded twice.
  const encoded = toWellFormed(path).replace(/[^\w\-.~!$&'()*+,;=:@/?#[\]%]/gu, (character) =>
    encodeURIComponent(character),
  );
  return base + encoded;
}
