import type { Page, PageScreenshotOptions } from '@playwright/test';

/**
 * What the stories pass (./stories.spec.ts) measures and captures on Storybook's canvas: the box a
 * story paints, which its screenshot is clipped to, and the waits that let that box and that
 * capture hold still before they count.
 */

/** Room around the drawn box for focus rings and shadows, which bounding boxes leave out. */
export const MARGIN = 24;

/** A part of the page in page coordinates, as `page.screenshot`'s `clip` takes it. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Reads something until two reads in a row agree (`same`), then returns the last one, with
 * `between` (nothing by default) awaited before each read after the first. Bounded: after `tries`
 * more reads (ten) the last one stands, so a page that never settles still gets an answer and the
 * comparison that follows reports the difference.
 */
export async function untilTwoAgree<T>(
  read: () => Promise<T>,
  same: (next: T, last: T) => boolean,
  { between, tries = 10 }: { between?: () => Promise<unknown>; tries?: number } = {},
): Promise<T> {
  let last = await read();
  for (let tried = 0; tried < tries; tried++) {
    if (between) await between();
    const next = await read();
    if (same(next, last)) return next;
    last = next;
  }
  return last;
}

/** Waits two animation frames, so what the page changed has been laid out and painted. */
export const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

/**
 * The part of the page the story paints, in page coordinates: the union of the boxes of what
 * shows (text, images and drawings, form controls, and any element with a border, shadow, outline
 * or a background other than the page's) anywhere in the page (the story root, and what a story adds beside it, such
 * as the consent banner or a modal dialog), plus {@link MARGIN}, within the page. An empty
 * full-width wrapper does not widen it; screen-reader-only text (a 1 px box) does not count, and
 * Storybook's own hidden screens have no box.
 *
 * What a `::before` or `::after` paints counts too, as the box of the element it belongs to (the
 * DOM gives a pseudo-element no box of its own): the carousel's and the rotator's dots are drawn
 * by the `::before` of otherwise transparent buttons, and the phone pictures ended above them.
 */
export async function paintedBox(page: Page): Promise<Box> {
  return page.evaluate((margin) => {
    let left = Infinity;
    let top = Infinity;
    let right = -Infinity;
    let bottom = -Infinity;
    const add = (box: DOMRect) => {
      if (box.width <= 1 || box.height <= 1) return;
      left = Math.min(left, box.left + scrollX);
      top = Math.min(top, box.top + scrollY);
      right = Math.max(right, box.right + scrollX);
      bottom = Math.max(bottom, box.bottom + scrollY);
    };
    const visible = (color: string) => color !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(color);
    // A background of the page's own colour paints nothing new.
    const pageColor =
      [document.body, document.documentElement]
        .map((element) => getComputedStyle(element).backgroundColor)
        .find(visible) ?? 'rgb(255, 255, 255)';
    const REPLACED = /^(IMG|SVG|VIDEO|CANVAS|IFRAME|INPUT|SELECT|TEXTAREA|HR|PROGRESS|METER)$/i;
    // Whether a box with this style paints a background, a shadow, an outline or a border.
    const paintsBox = (style: CSSStyleDeclaration) =>
      (visible(style.backgroundColor) && style.backgroundColor !== pageColor) ||
      style.backgroundImage !== 'none' ||
      style.boxShadow !== 'none' ||
      (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
      (['Top', 'Right', 'Bottom', 'Left'] as const).some(
        (side) =>
          Number.parseFloat(style[`border${side}Width`]) > 0 &&
          visible(style[`border${side}Color`]),
      );
    // Whether the element's `::before` or `::after` shows: generated, displayed, and painting a
    // box or text (`content: ""` is an empty string, anything longer is text or an image).
    const paintsPseudo = (element: Element) =>
      (['::before', '::after'] as const).some((which) => {
        const style = getComputedStyle(element, which);
        if (style.content === 'none' || style.content === 'normal') return false;
        if (style.display === 'none' || style.visibility === 'hidden') return false;
        return paintsBox(style) || style.content !== '""';
      });
    for (const element of document.querySelectorAll('body *')) {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const paints = REPLACED.test(element.tagName) || paintsBox(style) || paintsPseudo(element);
      if (paints) add(element.getBoundingClientRect());
      for (const node of element.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const box of range.getClientRects()) add(box);
      }
    }
    const doc = document.documentElement;
    const pageWidth = Math.max(doc.scrollWidth, innerWidth);
    const pageHeight = Math.max(doc.scrollHeight, innerHeight);
    if (!Number.isFinite(left)) return { x: 0, y: 0, width: innerWidth, height: innerHeight };
    const x = Math.max(0, Math.floor(left - margin));
    const y = Math.max(0, Math.floor(top - margin));
    return {
      x,
      y,
      width: Math.min(pageWidth, Math.ceil(right + margin)) - x,
      height: Math.min(pageHeight, Math.ceil(bottom + margin)) - y,
    };
  }, MARGIN);
}

/**
 * {@link paintedBox} once two measures two frames apart agree: a box measured mid-change (seen
 * once under load: a phone replay whose content sat 16 px lower by the time of the capture) would
 * crop the wrong part of the page.
 */
export function settledBox(page: Page): Promise<Box> {
  return untilTwoAgree(
    () => paintedBox(page),
    (next, last) => JSON.stringify(next) === JSON.stringify(last),
    { between: () => nextFrames(page) },
  );
}

/**
 * A capture once two in a row agree, the way `toHaveScreenshot` waits for a stable page: one
 * capture can land mid-transition (a focus ring returning to a button as a dialog closes), and two
 * captures of one layout would then differ.
 */
export function stableShot(page: Page, options: PageScreenshotOptions): Promise<Buffer> {
  return untilTwoAgree(
    () => page.screenshot(options),
    (next, last) => next.equals(last),
  );
}

/**
 * Opens a page of the static Storybook build, `/iframe.html?<search>`. Storybook rewrites the URL
 * with history.replaceState while it boots, which Playwright may report as an interrupted
 * navigation: the page still loads, so the caller waits on what it needs instead.
 */
export async function openStorybook(page: Page, search: string): Promise<void> {
  await page.goto(`/iframe.html?${search}`).catch((error: Error) => {
    if (!/interrupted by another navigation/.test(error.message)) throw error;
  });
}

/** Opens a docs page on its own (`openStorybook`). */
export const openDocs = (page: Page, id: string) => openStorybook(page, `id=${id}&viewMode=docs`);
