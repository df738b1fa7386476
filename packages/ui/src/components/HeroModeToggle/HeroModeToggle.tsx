import { useEffect, useRef } from 'react';
import { bindHeroModeToggle, type HeroMode } from '../../behaviours/heroMode.js';
import * as styles from './HeroModeToggle.css';

export { HAVE_BOOK_HASH, type HeroMode, heroModeFromHash } from '../../behaviours/heroMode.js';

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
 *
 * It renders "create" selected, as the server does; `bindHeroModeToggle` (plain DOM, what the
 * sites run without React) then follows the hash, here once mounted.
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
    <div ref={list} role="tablist" aria-label={labels.list} className={styles.root}>
      {tabs.map((tab) => {
        const selected = tab.mode === 'create';
        return (
          <a
            key={tab.mode}
            role="tab"
            id={`${tab.panel}-tab`}
            href={tab.href}
            aria-selected={selected}
            aria-controls={tab.panel}
            tabIndex={selected ? 0 : -1}
            data-mode={tab.mode}
            data-state={selected ? 'active' : 'inactive'}
            className={styles.tab}
          >
            {tab.label}
          </a>
        );
      })}
    </div>
  );
}
