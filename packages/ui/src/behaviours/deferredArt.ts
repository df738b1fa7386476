/**
 * The attribute a drawing's `<use>` carries instead of `href` when its file should load only once
 * the page has painted (`PdfTemplatePreview`'s `deferArt`): a `<use href>` fetches its file as soon
 * as the parser inserts it, and on the ebook landing the PDF templates' sprite then shared the
 * network with the font and the hero drawing the first paint waits for (docs/ARCHITECTURE.md
 * "Quality").
 */
export const DEFERRED_HREF = 'data-deferred-href';

/**
 * Gives every `<use>` under `root` that waits for it its `href`, so its drawing loads and shows.
 * A page's script calls it once its first paint is shown (`startSite` in `@landing/site-kit`); a
 * page without script shows the same drawings from a `<noscript>` copy.
 */
export function showDeferredArt(root: ParentNode = document): void {
  for (const use of root.querySelectorAll(`use[${DEFERRED_HREF}]`)) {
    const href = use.getAttribute(DEFERRED_HREF);
    use.removeAttribute(DEFERRED_HREF);
    if (href) use.setAttribute('href', href);
  }
}
