import { useEffect, useRef } from 'react';
import { bindHeroModeToggle, HAVE_BOOK_HASH, type HeroMode } from '../../behaviours/heroMode.js';
import * as styles from './HeroModeToggle.css';

export {
  HAVE_BOOK_HASH,
  HERO_PANEL_ATTRIBUTE,
  type HeroMode,
  heroModeFromHash,
} from '../../behaviours/heroMode.js';

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
   * Id of the prerendered "create" block. Give it `role="tabpanel"`,
   * `aria-labelledby="{createPanelId}-tab"` and `data-hero-panel="create"`; it is shown in "create"
   * mode.
   */
  createPanelId: string;
  /**
   * Id of the prerendered "have a book" block, rendered with `hidden` and `data-hero-panel="have"`;
   * shown in "have" mode.
   */
  havePanelId: string;
}

/**
 * The hero's two-mode switch (docs/PRODUCT.md §2.2 item 1, §4.1): two links, `#` and `#have-book`,
 * with tab semantics. The mode lives in the URL hash, so back/forward, shared links and `hashchange`
 * all switch it; switching shows one prerendered block, hides the other and scrolls to the top.
 * The blocks are static HTML outside this island, addressed by id. JSON-only props.
 *
 * Both links work with no script: the element `#have-book` names sits at the top of the page, so
 * following either link lands there, and the stylesheet shows the block and the selected look the
 * hash names (`HeroModeToggle.css.ts`). So the markup carries no state of its own, the same on the
 * server and in the browser; `bindHeroModeToggle` (plain DOM, what the sites run without React)
 * adds it, here once mounted.
 */
export function HeroModeToggle({ labels, createPanelId, havePanelId }: HeroModeToggleProps) {
  const list = useRef<HTMLDivElement>(null);
  useEffect(
    () =>
      list.current ? bindHeroModeToggle(list.current, { createPanelId, havePanelId }) : undefined,
    [createPanelId, havePanelId],
  );
  const tabs = [
    { mode: 'create', href: '#', panel: createPanelId, label: labels.create },
    { mode: 'have', href: '#have-book', panel: havePanelId, label: labels.have },
  ] as const satisfies ReadonlyArray<{
    mode: HeroMode;
    href: string;
    panel: string;
    label: string;
  }>;

  return (
    <>
      <span id={HAVE_BOOK_HASH.slice(1)} className={styles.haveBookTarget} />
      <div ref={list} role="tablist" aria-label={labels.list} className={styles.root}>
        {tabs.map((tab) => (
          <a
            key={tab.mode}
            role="tab"
            id={`${tab.panel}-tab`}
            href={tab.href}
            aria-controls={tab.panel}
            data-mode={tab.mode}
            className={styles.tab}
          >
            {tab.label}
          </a>
        ))}
      </div>
    </>
  );
}
