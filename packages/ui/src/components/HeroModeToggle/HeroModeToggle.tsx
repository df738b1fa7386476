import {
  type KeyboardEvent,
  type MouseEvent,
  useEffect,
  useRef,
  useSyncExternalStore,
} from 'react';
import * as styles from './HeroModeToggle.css';

/** The two hero modes (docs/PRODUCT.md §4.1): create (default) or have. */
export type HeroMode = 'create' | 'have';

/** The URL hash of the "I already have a book" mode (docs/PRODUCT.md §2.2 item 1). */
export const HAVE_BOOK_HASH = '#have-book';

/**
 * The hero mode a URL hash stands for: `#have-book` is "have"; no hash and any other hash (`#faq`)
 * is "create". Pure, so the prerender and the server snapshot can use it.
 */
export function heroModeFromHash(hash: string): HeroMode {
  return hash === HAVE_BOOK_HASH ? 'have' : 'create';
}

// Our own pushState fires no event, so the store also keeps its subscribers to call after it.
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  addEventListener('hashchange', listener);
  addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    removeEventListener('hashchange', listener);
    removeEventListener('popstate', listener);
  };
}

const readMode = () => heroModeFromHash(location.hash);
const serverMode = (): HeroMode => 'create';

function goTo(mode: HeroMode) {
  // pushState, not `location.hash =`, so the browser does not jump to an element with that id
  // before our scroll to the top; "create" drops the hash entirely (docs/PRODUCT.md §2.2 item 1).
  history.pushState(
    null,
    '',
    mode === 'have' ? HAVE_BOOK_HASH : location.pathname + location.search,
  );
  for (const listener of listeners) listener();
}

export interface HeroModeToggleLabels {
  /** Accessible name of the tab list, e.g. "What do you want to do?". */
  list: string;
  /** "Create a book with AI". */
  create: string;
  /** "I already have a book". */
  have: string;
}

export interface HeroModeToggleProps {
  /** Every string, so both locales work. */
  labels: HeroModeToggleLabels;
  /**
   * Id of the prerendered "create" block. Give it `role="tabpanel"` and
   * `aria-labelledby="{createPanelId}-tab"`; it is shown in "create" mode.
   */
  createPanelId: string;
  /** Id of the prerendered "have a book" block, rendered with `hidden`; shown in "have" mode. */
  havePanelId: string;
}

/**
 * The hero's two-mode switch (docs/PRODUCT.md §2.2 item 1, §4.1): two links, `#` and `#have-book`,
 * with tab semantics. The mode lives in the URL hash, so back/forward, shared links and `hashchange`
 * all switch it; switching shows one prerendered block, hides the other and scrolls to the top.
 * The blocks are static HTML outside this island, addressed by id. JSON-only props.
 */
export function HeroModeToggle({ labels, createPanelId, havePanelId }: HeroModeToggleProps) {
  const mode = useSyncExternalStore(subscribe, readMode, serverMode);
  const shownMode = useRef<HeroMode | null>(null);
  const tabs = [
    { mode: 'create', href: '#', panel: createPanelId, label: labels.create },
    { mode: 'have', href: HAVE_BOOK_HASH, panel: havePanelId, label: labels.have },
  ] as const;

  useEffect(() => {
    const create = document.getElementById(createPanelId);
    const have = document.getElementById(havePanelId);
    if (create) create.hidden = mode !== 'create';
    if (have) have.hidden = mode !== 'have';
    // Scroll only on a real switch to a hash of ours: not on load, and not when an in-page link
    // such as #faq lands here (it keeps "create" and must stay where the browser put it).
    const switched = shownMode.current !== null && shownMode.current !== mode;
    if (switched && (location.hash === '' || location.hash === HAVE_BOOK_HASH)) {
      const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
      scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    }
    shownMode.current = mode;
  }, [mode, createPanelId, havePanelId]);

  const onClick = (event: MouseEvent, next: HeroMode) => {
    // A modified click opens the link in a new tab or window as usual.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (next !== mode) goTo(next);
  };

  // Arrow keys, Home and End move between the two tabs and select (automatic activation: both
  // blocks are already on the page); Space selects, as on a button.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabEls = event.currentTarget.children;
    const focused: HeroMode = event.target === tabEls[1] ? 'have' : 'create';
    const other: HeroMode = focused === 'create' ? 'have' : 'create';
    const next = (
      { ArrowLeft: other, ArrowRight: other, Home: 'create', End: 'have', ' ': focused } as Record<
        string,
        HeroMode | undefined
      >
    )[event.key];
    if (!next) return;
    event.preventDefault();
    if (next !== mode) goTo(next);
    (tabEls[next === 'create' ? 0 : 1] as HTMLElement).focus();
  };

  return (
    <div role="tablist" aria-label={labels.list} className={styles.root} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.mode === mode;
        return (
          <a
            key={tab.mode}
            role="tab"
            id={`${tab.panel}-tab`}
            href={tab.href}
            aria-selected={selected}
            aria-controls={tab.panel}
            tabIndex={selected ? 0 : -1}
            data-state={selected ? 'active' : 'inactive'}
            className={styles.tab}
            onClick={(event) => onClick(event, tab.mode)}
          >
            {tab.label}
          </a>
        );
      })}
    </div>
  );
}
