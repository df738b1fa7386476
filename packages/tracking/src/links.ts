import type { AnalyticsEventName } from '@landing/content/vocabulary';
import { isAnalyticsEvent } from './analytics.js';
import type { TrackingRecord } from './record.js';
import { loadTracking as loadStoredTracking } from './storage.js';
import { buildRegistrationUrl, registrationBase } from './urls.js';

/** The part of a window that {@link installRegistrationLinks} may open a tab with. */
export interface OpenedWindow {
  opener: unknown;
}

/** Opens a URL; returns the new window, or `null` when the browser blocked it. */
export type OpenWindow = (url: string, target: string) => OpenedWindow | null | undefined;

/** Options of {@link installRegistrationLinks}. */
export interface RegistrationLinksOptions {
  /** Where clicks are listened to; one listener serves every link inside. @default document */
  root?: Pick<Node, 'addEventListener' | 'removeEventListener' | 'contains'> | null;
  /** The app host; links to `{appUrl}/register` are the registration hand-off. */
  appUrl: string;
  /** Receives the events named by `data-track`. */
  tracker: { track(event: AnalyticsEventName): void };
  /** Reads the captured record at click time. @default loadTracking() (session storage) */
  loadTracking?: () => TrackingRecord | null;
  /** Opens the new tab. @default window.open */
  open?: OpenWindow;
}

type Root = NonNullable<RegistrationLinksOptions['root']>;

const INSTALLED = Symbol.for('@landing/tracking/links-installed');

const defaultOpen: OpenWindow = (url, target) => globalThis.open?.(url, target) ?? null;

function closestTracked(target: EventTarget | null): Element | null {
  const closest = (target as Element | null)?.closest;
  if (typeof closest !== 'function') return null;
  return closest.call(target, 'a[href], button[data-track]');
}

/**
 * Progressive enhancement for registration links and tracked buttons (docs/PRODUCT.md §7.8,
 * docs/ARCHITECTURE.md "Flows"). Links are plain `<a href="{appUrl}/register?source=homepage&action=…"
 * data-track="…" target="_blank" rel="noopener">` that work without JavaScript; with this handler:
 *
 * - a click on `a[data-track]` or `button[data-track]` sends that event (privacy signals permitting);
 * - a link to `{appUrl}/register` gets its href rebuilt with the captured tracking fields, keeping
 *   its own `action` and parameters;
 * - a plain primary click opens that URL in a new tab; if the browser blocks it, the link is
 *   followed natively with the updated href;
 * - ctrl/meta/shift/alt and middle clicks keep their native behaviour with the updated href, and
 *   still send the event: the visitor did choose the call to action.
 *
 * One delegated listener (click and auxclick) on `root`; a second install on the same root while
 * one is active does nothing. Never throws from the handler.
 * @returns a function that removes the listener
 */
export function installRegistrationLinks({
  root,
  appUrl,
  tracker,
  loadTracking = () => loadStoredTracking(),
  open = defaultOpen,
}: RegistrationLinksOptions): () => void {
  let host: (Root & { [INSTALLED]?: boolean }) | undefined;
  try {
    host = root ?? (globalThis as { document?: Root }).document;
  } catch {
    // A document that cannot be read: no enhancement, the links still work.
  }
  if (!host || typeof host.addEventListener !== 'function' || host[INSTALLED]) return () => {};
  const listenRoot = host;

  let base: string | null = null;
  try {
    base = registrationBase(appUrl).href;
  } catch {
    // Misconfigured app host: links keep their native behaviour, events still fire.
  }

  // Each link is rebuilt from the href it was rendered with: on a second click its first rebuild's
  // captured UTM fields would otherwise read as the link's own campaign. A href changed since (a
  // re-rendered island) counts as a new original.
  const originals = new WeakMap<Element, { from: string; to: string }>();

  const rebuild = (link: Element): string | null => {
    const href = link.getAttribute('href');
    if (base === null || href === null) return null;
    const memo = originals.get(link);
    const original = memo !== undefined && memo.to === href ? memo.from : href;
    const current = new URL(original, link.baseURI);
    if (`${current.origin}${current.pathname}` !== base) return null;
    const params: Record<string, string> = {};
    for (const [key, value] of current.searchParams) params[key] = value;
    let tracking: TrackingRecord | null = null;
    try {
      tracking = loadTracking();
    } catch {
      // Hand off without the captured fields rather than not at all.
    }
    const url = buildRegistrationUrl({
      appUrl,
      tracking,
      action: current.searchParams.get('action') ?? undefined,
      params,
    });
    originals.set(link, { from: original, to: url });
    link.setAttribute('href', url);
    return url;
  };

  const onClick = (event: Event): void => {
    const click = event as MouseEvent;
    // Right clicks reach auxclick too; a handled click belongs to whoever prevented it.
    if (click.button > 1 || click.defaultPrevented) return;
    const element = closestTracked(click.target);
    if (element === null || !listenRoot.contains(element)) return;

    const name = element.getAttribute('data-track');
    if (isAnalyticsEvent(name)) {
      try {
        tracker.track(name);
      } catch {
        // A broken tracker must not block the hand-off.
      }
    }
    if (element.tagName.toLowerCase() !== 'a') return;

    let url: string | null = null;
    try {
      url = rebuild(element);
    } catch {
      return;
    }
    const modified =
      click.button !== 0 || click.ctrlKey || click.metaKey || click.shiftKey || click.altKey;
    if (url === null || modified) return;
    try {
      // Not `open(url, '_blank', 'noopener')`: with noopener, window.open returns null by the HTML standard even
      // when the tab opens, so a blocked popup could not be told apart and the fallback would open
      // a second tab. The opener is cut right away instead, before the new page can run.
      const opened = open(url, '_blank');
      if (!opened) return;
      try {
        opened.opener = null;
      } catch {
        // Cross-origin window proxies may refuse; the tab is open either way.
      }
      click.preventDefault();
    } catch {
      // open threw: let the browser follow the updated link.
    }
  };

  listenRoot.addEventListener('click', onClick);
  listenRoot.addEventListener('auxclick', onClick);
  listenRoot[INSTALLED] = true;
  return () => {
    listenRoot.removeEventListener('click', onClick);
    listenRoot.removeEventListener('auxclick', onClick);
    listenRoot[INSTALLED] = false;
  };
}
