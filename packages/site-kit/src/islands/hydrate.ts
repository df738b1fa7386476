import type { ComponentType, ReactNode } from 'react';
import { afterFirstPaint } from '../after-first-paint';

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
  root?: ParentNode;
  /** Called when an island fails to load or hydrate; the static HTML stays as it is. */
  onError?: (name: string, error: unknown) => void;
}

/**
 * Client side of the islands: finds every `[data-island]`, loads its component from the registry
 * and hydrates it with the JSON props written beside it (or runs its DOM behaviour), when
 * `data-hydrate` says (see `HydrateWhen`): at once, once the page has loaded and the browser is
 * idle, when it is in view or one screen away from a visitor who scrolls, or only when the visitor
 * reaches for it. A failing island is reported and keeps its static HTML.
 *
 * No interaction is lost to a late island: the first pointer, touch or focus on an island starts
 * its hydration at once, and a click or key press that arrives before it has hydrated is held,
 * then replayed on the same element once React owns it. Links are never held: they work as
 * plain HTML. A hydrated island carries `data-hydrated`, a public signal for tests and tools.
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
      await new Promise<void>((onCommit) => {
        const tree = createElement(
          Committed,
          { onCommit, useLayoutEffect },
          createElement(Component, props),
        );
        hydrateRoot(element, tree, {
          // The prefix the server rendered this island's ids with (see `Island`).
          identifierPrefix: element.dataset.islandPrefix,
          onRecoverableError: (error) => onError(name, error),
        });
      });
      element.dataset.hydrated = '';
    } catch (error) {
      onError(name, error);
    }
  };

  for (const element of elements) {
    let started: Promise<void> | undefined;
    // Once hydration settles (or fails and leaves the static HTML), events pass through untouched.
    const start = () => {
      started ??= hydrateOne(element).finally(release);
      return started;
    };
    const release = holdInteractions(element, start);
    schedule(element, () => void start());
  }
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
 * Until the island has hydrated, holds a click or key press that lands inside it (capture phase,
 * so nothing else sees it first), hydrates the island and replays the event on its target.
 * Returns the function that stops holding.
 */
function holdInteractions(element: HTMLElement, start: () => Promise<void>): () => void {
  let hydrated = false;
  const early = () => void start();
  const hold = (event: Event) => {
    if (hydrated || !(event.target instanceof Element)) return;
    if (event.target.closest('a[href]')) return;
    if (event instanceof KeyboardEvent && CLICKING_KEYS.has(event.key)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const target = event.target;
    void start().then(() => {
      if (target.isConnected) target.dispatchEvent(replayOf(event));
    });
  };
  for (const type of EARLY) element.addEventListener(type, early, { capture: true, passive: true });
  element.addEventListener('click', hold, { capture: true });
  element.addEventListener('keydown', hold, { capture: true });
  return () => {
    hydrated = true;
    for (const type of EARLY) element.removeEventListener(type, early, { capture: true });
    element.removeEventListener('click', hold, { capture: true });
    element.removeEventListener('keydown', hold, { capture: true });
  };
}

/** A copy of a held event, to dispatch once React listens. */
function replayOf(event: Event): Event {
  if (event instanceof KeyboardEvent) {
    return new KeyboardEvent(event.type, {
      bubbles: true,
      cancelable: true,
      composed: true,
      key: event.key,
      code: event.code,
      location: event.location,
      repeat: event.repeat,
      shiftKey: event.shiftKey,
      ctrlKey: event.ctrlKey,
      altKey: event.altKey,
      metaKey: event.metaKey,
    });
  }
  const mouse = event as MouseEvent;
  return new MouseEvent(event.type, {
    bubbles: true,
    cancelable: true,
    composed: true,
    detail: mouse.detail,
    clientX: mouse.clientX,
    clientY: mouse.clientY,
    screenX: mouse.screenX,
    screenY: mouse.screenY,
    button: mouse.button,
    buttons: mouse.buttons,
    shiftKey: mouse.shiftKey,
    ctrlKey: mouse.ctrlKey,
    altKey: mouse.altKey,
    metaKey: mouse.metaKey,
  });
}

function schedule(element: HTMLElement, run: () => void): void {
  switch (element.dataset.hydrate) {
    case 'interaction':
      // Started only by the visitor reaching for it (see `holdInteractions`).
      return;
    case 'idle':
      afterLoad(() => whenIdle(run));
      return;
    case 'visible':
      afterLoad(() => whenNear(element, run));
      return;
    default:
      // Still at once, as far as the visitor can tell: right after the first paint, so its
      // requests are not in the way of that paint.
      afterFirstPaint(run);
  }
}

/**
 * Runs `run` once the page's `load` event has fired (at once if it has) and its first content is
 * on screen: a page can finish loading before its first frame is shown.
 */
function afterLoad(run: () => void): void {
  const later = () => afterFirstPaint(run);
  if (document.readyState === 'complete') later();
  else addEventListener('load', later, { once: true });
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
