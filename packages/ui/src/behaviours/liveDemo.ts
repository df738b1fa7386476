/** The switch delay of docs/PRODUCT.md §9.2. */
export const LIVE_DEMO_DELAY_MS = 5000;

/** What the live demo needs to know beyond its markup. */
export interface LiveDemoOptions {
  /** The status once live, e.g. "Your book is LIVE". */
  liveText: string;
  /** Time from the start to the switch, in milliseconds. @default 5000 */
  delayMs?: number;
}

/**
 * The live demo card's one behaviour (docs/PRODUCT.md §4.8, §9.2), in plain DOM so the page needs
 * no React for it: `delayMs` after it starts, the card (`[data-state="processing"]`) turns live, its
 * status region (`[role="status"]`) says so once, and the marketplace link (`[data-live-link]`,
 * rendered `hidden`) appears in the slot kept for it. Returns the function that cancels a switch
 * still to come.
 */
export function playLiveDemo(
  card: HTMLElement,
  { liveText, delayMs = LIVE_DEMO_DELAY_MS }: LiveDemoOptions,
): () => void {
  if (card.dataset.state !== 'processing') return () => {};
  const timer = setTimeout(() => {
    card.dataset.state = 'live';
    const text = card.querySelector('[role="status"] [data-status-text]');
    if (text) text.textContent = liveText;
    const link = card.querySelector<HTMLElement>('[data-live-link]');
    if (link) link.hidden = false;
  }, delayMs);
  return () => clearTimeout(timer);
}

/** The island props the behaviour reads (a subset of `LiveDemoCardProps`). */
interface LiveDemoIslandProps {
  labels: { live: string };
  delayMs?: number;
  initialState?: 'processing' | 'live';
  autoPlay?: boolean;
}

/** The `LiveDemoCard` island's client side (`domIsland` in a site's registry). */
export function liveDemoIsland(root: HTMLElement, props: LiveDemoIslandProps): void {
  const card = root.firstElementChild;
  if (!(card instanceof HTMLElement) || props.autoPlay === false) return;
  playLiveDemo(card, { liveText: props.labels.live, delayMs: props.delayMs });
}
