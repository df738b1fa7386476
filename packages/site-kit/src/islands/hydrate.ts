import { asksForTheLink, HOLD_UNTIL_HYDRATED } from '@landing/ui/behaviours/heldLinks';
import { invokesNatively } from '@landing/ui/behaviours/invokers';
import type { ComponentType, ReactNode } from 'react';
import { afterFirstPaint } from '../after-first-paint';
import { whenDocument } from '../tasks';

// biome-ignore lint/suspicious/noExplicitAny: each island declares its own props.
type AnyProps = any;

/**
 * What a DOM island runs on its prerendered markup: plain DOM code, no React. `root` is the
 * island's element (its first child is the component's root); `props` are the island's JSON props.
 */
export type IslandBehaviour<P = AnyProps> = (root: HTMLElement, props: P) => void;

/** A DOM island's loader, made with {@link domIsland}. */
export interface DomIslandLoader<P = AnyProps> {
  readonly kind: 'dom';
  readonly load: () => Promise<IslandBehaviour<P>>;
}

/**
 * An island's loader: a React component to hydrate, or ({@link domIsland}) a behaviour that runs on
 * the markup without React. A component's loader is given the island's props, so it can load what
 * they name alongside the component (the cover gallery's descriptions in the page's language).
 */
export type IslandLoader<P = AnyProps> =
  | ((props: P) => Promise<ComponentType<P>>)
  | DomIslandLoader<P>;
export type IslandRegistry = Record<string, IslandLoader>;

/**
 * A site's registry for the islands its pages render (a catalogue, see `islandsOf` in the
 * `islands` entry): exactly one loader per name, each loading a component or behaviour that takes
 * that island's props. Write the registry as `{ ... } satisfies IslandRegistryFor<Catalogue>`:
 * a missing, extra or renamed island, or a loader of the wrong component, fails `tsc`.
 */
export type IslandRegistryFor<Catalogue> = {
  readonly [Name in keyof Catalogue]: IslandLoader<Catalogue[Name]>;
};

/**
 * Registers an island whose client side is a small DOM behaviour instead of React: for a
 * component whose only life after the server render is a timer or a few attributes (the live demo
 * card, the hero mode switch), so a page that holds nothing else interactive loads no React.
 */
export function domIsland<P>(load: () => Promise<IslandBehaviour<P>>): DomIslandLoader<P> {
  return { kind: 'dom', load };
}

export interface HydrateOptions {
  /** Where to look for islands. @default document */
  root?: ParentNode & EventTarget;
  /**
   * Called once per island when it fails to load, hydrate or render; its server HTML stays, or is
   * put back if React had removed it.
   */
  onError?: (name: string, error: unknown) => void;
}

/**
 * Client side of the islands: finds every `[data-island]`, loads its component from the registry
 * and hydrates it with the JSON props written beside it (or runs its DOM behaviour), when
 * `data-hydrate` says (see `HydrateWhen`), counted from when the first paint is shown
 * (`afterFirstPaint`): at once, once the page has loaded and the browser is idle, when it is in
 * view or one screen away from a visitor who scrolls, or only when the visitor reaches for it. A
 * failing island is reported once and keeps its server HTML: an island that throws while React
 * renders it (which would have React remove its markup) gets its server nodes back, and the other
 * islands carry on.
 *
 * No interaction is lost to a late island: the first pointer, touch or focus on an island starts
 * its hydration at once, and a click or key press that arrives before it has hydrated is held,
 * then replayed on the same element once React owns it. Invokers and links are never held, since
 * the browser answers them: a dialog's trigger opens its dialog (`answeredByTheBrowser`) and a link
 * works as plain HTML (but a key pressed on a link with a widget role, such as a tab, is held like
 * any, and a link marked `data-hold-until-hydrated` is held like a button, see `waitsForItsIsland`). A
 * hydrated island carries `data-hydrated`, a public signal for tests and tools.
 */
export function hydrateIslands(
  registry: IslandRegistry,
  { root = document, onError = reportError }: HydrateOptions = {},
): void {
  const elements = Array.from(root.querySelectorAll<HTMLElement>('[data-island]'));
  // React loads with the first island that hydrates: a page whose islands are all deferred (below
  // the fold, in a hidden hero mode) downloads none of it at load.
  let react: Promise<ReactModules> | undefined;
  const loadReact = () => {
    react ??= Promise.all([import('react'), import('react-dom/client')]);
    return react;
  };

  const hydrateOne = async (element: HTMLElement) => {
    const name = element.dataset.island ?? '';
    let reported = false;
    const report = (error: unknown) => {
      if (reported) return;
      reported = true;
      onError(name, error);
    };
    try {
      const loader = registry[name];
      if (!loader) throw new Error(`No island registered under "${name}"`);
      const script = element.nextElementSibling;
      const props =
        script instanceof HTMLScriptElement && script.type === 'application/json'
          ? JSON.parse(script.textContent || '{}')
          : {};
      if (typeof loader !== 'function') {
        (await loader.load())(element, props);
        element.dataset.hydrated = '';
        return;
      }
      const [Component, [{ createElement, useLayoutEffect }, { hydrateRoot }]] = await Promise.all([
        loader(props),
        loadReact(),
      ]);
      // The server's nodes themselves, not copies: a tap held on one of them is replayed on it
      // once it is back in the page.
      const serverNodes = Array.from(element.childNodes);
      await new Promise<void>((onCommit, onThrow) => {
        const tree = createElement(
          Committed,
          { onCommit, useLayoutEffect },
          createElement(Component, props),
        );
        const root = hydrateRoot(element, tree, {
          // The prefix the server rendered this island's ids with (see `Island`).
          identifierPrefix: element.dataset.islandPrefix,
          onRecoverableError: report,
          // A throw no boundary caught: React has unmounted the island and removed its HTML.
          // Reported at once; the server's nodes go back in the next task, once React is done
          // with this root, and only then does the hydration settle (releasing held taps).
          onUncaughtError: (error) => {
            report(error);
            setTimeout(() => {
              root.unmount();
              element.replaceChildren(...serverNodes);
              delete element.dataset.hydrated;
              onThrow(error);
            });
          },
        });
      });
      element.dataset.hydrated = '';
    } catch (error) {
      report(error);
    }
  };

  // One started hydration per island; `settled` once it has hydrated, or failed and left its HTML.
  const started = new Map<HTMLElement, Promise<void>>();
  const settled = new Set<HTMLElement>();
  const start = (element: HTMLElement) => {
    let hydration = started.get(element);
    if (!hydration) {
      hydration = hydrateOne(element).finally(() => settled.add(element));
      started.set(element, hydration);
    }
    return hydration;
  };
  // Interactions are held from this call on, by six listeners on the root for every island
  // rather than six on each (their cost is in the entry script's first task); each island is
  // scheduled once the first paint is shown.
  holdInteractions(root, elements, settled, start);
  afterFirstPaint(() => {
    for (const element of elements) schedule(element, () => void start(element));
  });
}

/**
 * Tells when React has committed the hydrated tree (its event handlers are live from then on).
 * It renders nothing of its own, so the tree still matches the server's markup; React's hook
 * arrives as a prop because this module loads React only on demand.
 */
function Committed({
  onCommit,
  useLayoutEffect,
  children,
}: {
  onCommit: () => void;
  useLayoutEffect: typeof import('react').useLayoutEffect;
  children?: ReactNode;
}) {
  useLayoutEffect(onCommit, []);
  return children;
}

type ReactModules = [typeof import('react'), typeof import('react-dom/client')];

/** Signs of a coming interaction: hydration starts at once, before the click or key arrives. */
const EARLY = ['pointerdown', 'touchstart', 'focusin', 'pointerover'] as const;
/** Keys whose default action is a click on a focused control: the click itself is held instead. */
const CLICKING_KEYS = new Set(['Enter', ' ', 'Tab']);

/**
 * Until an island has hydrated, holds a click or key press that lands inside it (capture phase on
 * the root, so nothing else sees it first), hydrates the island and replays the event on its
 * target; a pointer, touch or focus inside starts its hydration at once. In an island inside
 * another, the outer one, which owns the markup, is the one held for.
 */
function holdInteractions(
  root: EventTarget,
  islands: readonly HTMLElement[],
  settled: ReadonlySet<HTMLElement>,
  start: (element: HTMLElement) => Promise<void>,
): void {
  const known = new Set(islands);
  /** The islands around `target` still to hydrate, outermost first. */
  const waiting = (target: EventTarget | null): HTMLElement[] => {
    const around: HTMLElement[] = [];
    let island = target instanceof Element ? target.closest<HTMLElement>('[data-island]') : null;
    while (island) {
      if (known.has(island) && !settled.has(island)) around.unshift(island);
      island = island.parentElement?.closest<HTMLElement>('[data-island]') ?? null;
    }
    return around;
  };
  const early = (event: Event) => {
    for (const island of waiting(event.target)) void start(island);
  };
  const hold = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const island = waiting(target)[0];
    if (!island) return;
    if (answeredByTheBrowser(target, event)) return;
    const link = target.closest('a[href]');
    if (link && !waitsForItsIsland(link, event)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    void start(island).then(() => {
      if (target.isConnected) target.dispatchEvent(replayOf(event));
    });
  };
  if (islands.length === 0) return;
  for (const type of EARLY) root.addEventListener(type, early, { capture: true, passive: true });
  root.addEventListener('click', hold, { capture: true });
  root.addEventListener('keydown', hold, { capture: true });
}

/**
 * Whether the browser itself answers this click or key press on `target`, so holding it would take
 * the answer away (the island follows what the browser did once it hydrates):
 * - Enter, Space and Tab ({@link CLICKING_KEYS}): the click they cause is held instead, and Tab
 *   moves focus;
 * - any key in an open dialog, which the browser opened from its invoker before the island ran:
 *   Escape closes it, Tab stays inside;
 * - a click on an invoker (a button with `commandfor`, a dialog's trigger and close button,
 *   `packages/ui/src/components/Dialog/Dialog.tsx`) in a browser that runs invoker commands.
 */
function answeredByTheBrowser(target: Element, event: Event): boolean {
  if (event instanceof KeyboardEvent) {
    return CLICKING_KEYS.has(event.key) || target.closest('dialog[open]') !== null;
  }
  return invokesNatively() && target.closest('button[commandfor]') !== null;
}

/**
 * Whether a click or key press on a link inside a waiting island is held for it. A link navigates
 * as plain HTML and is never held, with two exceptions: a key pressed on a link that is a widget (a
 * tab of the hero's mode toggle, whose arrow keys the island answers), and a link marked
 * {@link HOLD_UNTIL_HYDRATED}, held like a button but for a click with a modifier key, which asks
 * the browser for the link itself (in a new tab or window) and so is the browser's.
 */
function waitsForItsIsland(link: Element, event: Event): boolean {
  const marked = link.hasAttribute(HOLD_UNTIL_HYDRATED);
  if (event instanceof KeyboardEvent) return marked || link.hasAttribute('role');
  return marked && !asksForTheLink(event as MouseEvent);
}

/** What a replayed key press or click keeps of the visitor's: the key, the place, the modifiers. */
const REPLAYED_FIELDS = [
  'key',
  'code',
  'location',
  'repeat',
  'detail',
  'clientX',
  'clientY',
  'screenX',
  'screenY',
  'button',
  'buttons',
  'shiftKey',
  'ctrlKey',
  'altKey',
  'metaKey',
] as const;

/** A copy of a held event, to dispatch once React listens. */
function replayOf(event: Event): Event {
  const init: Record<string, unknown> = { bubbles: true, cancelable: true, composed: true };
  // A field the event has not (a click's `key`) is `undefined`, which the constructor ignores.
  for (const field of REPLAYED_FIELDS) init[field] = event[field as keyof Event];
  return event instanceof KeyboardEvent
    ? new KeyboardEvent(event.type, init)
    : new MouseEvent(event.type, init);
}

function schedule(element: HTMLElement, run: () => void): void {
  switch (element.dataset.hydrate) {
    case 'interaction':
      // Started only by the visitor reaching for it (see `holdInteractions`).
      return;
    case 'idle':
      whenDocument('complete', () => whenIdle(run));
      return;
    case 'visible':
      whenDocument('complete', () => whenNear(element, run));
      return;
    default:
      run();
  }
}

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 1);
}

/**
 * Runs `run` when the island is in view, or, once the visitor has scrolled or touched the page,
 * when it comes within one screen of the view: ready by the time they reach it, and nothing loads
 * for a visitor who reads the first screen only.
 */
function whenNear(element: HTMLElement, run: () => void): void {
  if (!('IntersectionObserver' in window)) {
    whenIdle(run);
    return;
  }
  // `display: contents` boxes have no geometry: observe the first rendered child.
  const target = element.firstElementChild ?? element;
  const observe = (rootMargin: string) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          run();
        }
      },
      { rootMargin },
    );
    observer.observe(target);
    return observer;
  };
  const inView = observe('0px');
  void visitorActs.then(() => {
    inView.disconnect();
    observe('100% 0px');
  });
}

/** The visitor's first scroll, touch, click or key press anywhere on the page. */
const visitorActs = new Promise<void>((resolve) => {
  if (typeof window === 'undefined') return;
  const types = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
  const once = () => {
    for (const type of types) removeEventListener(type, once, { capture: true });
    resolve();
  };
  for (const type of types) addEventListener(type, once, { capture: true, passive: true });
});

function reportError(name: string, error: unknown): void {
  console.error(`Island "${name}" failed`, error);
}
