import { GLIDE_SCREENS } from './inPageJumps';

/** The two hero modes (docs/PRODUCT.md §4.1): create (default) or have. */
export type HeroMode = 'create' | 'have';

/** The URL hash of the "I already have a book" mode (docs/PRODUCT.md §2.2 item 1). */
export const HAVE_BOOK_HASH = '#have-book';

/**
 * The attribute that marks each prerendered block with its mode (`data-hero-panel="create"` or
 * `"have"`), so the toggle's stylesheet can show the one the URL hash names before any script runs
 * (`HeroModeToggle.css.ts`).
 */
export const HERO_PANEL_ATTRIBUTE = 'data-hero-panel';

/**
 * The hero mode a URL hash stands for: `#have-book` is "have"; no hash and any other hash (`#faq`)
 * is "create". Pure, so the prerender can use it.
 */
export function heroModeFromHash(hash: string): HeroMode {
  return hash === HAVE_BOOK_HASH ? 'have' : 'create';
}

/**
 * The mode a hash stands for on this page: as `heroModeFromHash`, except that a hash naming an
 * element inside the have-book block is "have", so that block's own in-page links (its "See how
 * it works") keep it shown instead of hiding their target (docs/PRODUCT.md §4.1, Decision).
 */
function modeOnPage(hash: string, havePanel: HTMLElement): HeroMode {
  if (hash !== HAVE_BOOK_HASH) {
    const target = targetOf(hash);
    if (target && havePanel.contains(target)) return 'have';
  }
  return heroModeFromHash(hash);
}

/** The element a URL hash names, or null. */
function targetOf(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape names no element: keep the raw text.
  }
  return document.getElementById(id);
}

/** Where the switch finds its two blocks. */
export interface HeroModePanels {
  /** Id of the prerendered "create" block. */
  createPanelId: string;
  /** Id of the prerendered "have a book" block. */
  havePanelId: string;
}

/**
 * The hero mode switch's behaviour (docs/PRODUCT.md §2.2 item 1, §4.1) on its prerendered tab list
 * (two `role="tab"` links with `data-mode`), in plain DOM so the first screen needs no React. Before
 * it runs, or without script, the stylesheet shows the block the hash names and the links switch it
 * (`HeroModeToggle.css.ts`); this adds the tabs' state (`aria-selected`, roving `tabindex`,
 * `data-state`), the scroll to the top, the keys and a hash-free URL for "create". The
 * mode lives in the URL hash: the tabs, back/forward and any `hashchange` switch it; a switch shows
 * one block, hides the other and scrolls to the top. Arrow keys, Home and End move between the tabs
 * and select (automatic activation: both blocks are already on the page); Space selects. Returns
 * the function that unbinds it.
 */
export function bindHeroModeToggle(
  tablist: HTMLElement,
  { createPanelId, havePanelId }: HeroModePanels,
): () => void {
  const create = document.getElementById(createPanelId);
  const have = document.getElementById(havePanelId);
  const tabs = Array.from(tablist.querySelectorAll<HTMLElement>('[role="tab"][data-mode]'));
  if (!create || !have || tabs.length !== 2) return () => {};
  const tabOf = (mode: HeroMode) => tabs.find((tab) => tab.dataset.mode === mode)!;
  let shown: HeroMode | null = null;

  const show = () => {
    const mode = modeOnPage(location.hash, have);
    // A link to a place inside the have-book block (a shared `/#steps-section`) found it hidden:
    // the browser could not move to it, so it is brought under the header once the block shows.
    const hiddenTarget = mode === 'have' && have.hidden && location.hash !== HAVE_BOOK_HASH;
    // `data-state` on a block or tab says the script now owns the mode: the stylesheet's
    // hash-driven rules, which held until now, step aside (`:target` does not follow pushState).
    for (const [panel, panelMode] of [
      [create, 'create'],
      [have, 'have'],
    ] as const) {
      panel.hidden = mode !== panelMode;
      panel.dataset.state = mode === panelMode ? 'active' : 'inactive';
    }
    for (const tab of tabs) {
      const selected = tab.dataset.mode === mode;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      tab.dataset.state = selected ? 'active' : 'inactive';
    }
    // Scroll only on a real switch to a hash of ours: not on load, and not when an in-page link
    // such as #faq lands here (the browser has put it where it belongs).
    if (
      shown !== null &&
      shown !== mode &&
      (location.hash === '' || location.hash === HAVE_BOOK_HASH)
    ) {
      // A glide from near the top; from farther (the footer's "Sell your book") a jump, so the
      // block shows at once (glideShortJumps).
      const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
      const near = scrollY <= innerHeight * GLIDE_SCREENS;
      scrollTo({ top: 0, behavior: reduce || !near ? 'auto' : 'smooth' });
    }
    if (hiddenTarget) targetOf(location.hash)?.scrollIntoView();
    shown = mode;
  };

  const goTo = (mode: HeroMode) => {
    if (mode === shown) return;
    // pushState, not `location.hash =`, so the browser does not jump to an element with that id
    // before our scroll to the top; "create" drops the hash entirely (docs/PRODUCT.md §2.2 item 1).
    history.pushState(
      null,
      '',
      mode === 'have' ? HAVE_BOOK_HASH : location.pathname + location.search,
    );
    show();
  };

  const onClick = (event: MouseEvent) => {
    const tab = (event.target as Element).closest<HTMLElement>('[role="tab"][data-mode]');
    // A modified click opens the link in a new tab or window as usual.
    if (!tab || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    goTo(tab.dataset.mode as HeroMode);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const focused = tabs.find((tab) => tab === event.target)?.dataset.mode as HeroMode | undefined;
    if (!focused) return;
    const other: HeroMode = focused === 'create' ? 'have' : 'create';
    const next = (
      { ArrowLeft: other, ArrowRight: other, Home: 'create', End: 'have', ' ': focused } as Record<
        string,
        HeroMode | undefined
      >
    )[event.key];
    if (!next) return;
    event.preventDefault();
    goTo(next);
    tabOf(next).focus();
  };

  tablist.addEventListener('click', onClick);
  tablist.addEventListener('keydown', onKeyDown);
  addEventListener('hashchange', show);
  addEventListener('popstate', show);
  show();
  return () => {
    tablist.removeEventListener('click', onClick);
    tablist.removeEventListener('keydown', onKeyDown);
    removeEventListener('hashchange', show);
    removeEventListener('popstate', show);
  };
}

/** The `HeroModeToggle` island's client side (`domIsland` in a site's registry). */
export function heroModeIsland(root: HTMLElement, panels: HeroModePanels): void {
  const tablist = root.querySelector<HTMLElement>('[role="tablist"]');
  if (tablist) bindHeroModeToggle(tablist, panels);
}
