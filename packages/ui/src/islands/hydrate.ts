import type { ComponentType } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: each island declares its own props.
export type IslandLoader = () => Promise<ComponentType<any>>;
export type IslandRegistry = Record<string, IslandLoader>;

export interface HydrateOptions {
  /** Where to look for islands. @default document */
  root?: ParentNode;
  /** Called when an island fails to load or hydrate; the static HTML stays as it is. */
  onError?: (name: string, error: unknown) => void;
}

/**
 * Client side of the islands: finds every `[data-island]`, loads its component from the registry
 * and hydrates it with the JSON props written beside it, at load, when idle or when it nears the
 * viewport (`data-hydrate`). A failing island is reported and keeps its static HTML.
 */
export function hydrateIslands(
  registry: IslandRegistry,
  { root = document, onError = reportError }: HydrateOptions = {},
): void {
  const elements = Array.from(root.querySelectorAll<HTMLElement>('[data-island]'));
  // React loads with the first island that hydrates: a page whose islands are all deferred (below
  // the fold, in a hidden hero mode) downloads none of it at load.
  let react: Promise<[typeof import('react'), typeof import('react-dom/client')]> | undefined;
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
      const [Component, [{ createElement }, { hydrateRoot }]] = await Promise.all([
        loader(),
        loadReact(),
      ]);
      hydrateRoot(element, createElement(Component, props), {
        onRecoverableError: (error) => onError(name, error),
      });
    } catch (error) {
      onError(name, error);
    }
  };

  for (const element of elements) {
    schedule(element, () => void hydrateOne(element));
  }
}

function schedule(element: HTMLElement, run: () => void): void {
  const when = element.dataset.hydrate;
  if (when === 'visible' && 'IntersectionObserver' in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          run();
        }
      },
      // Start a little before it scrolls into view so it is ready when the visitor gets there.
      { rootMargin: '200px' },
    );
    // `display: contents` boxes have no geometry: observe the first rendered child.
    observer.observe(element.firstElementChild ?? element);
  } else if (when === 'idle' && 'requestIdleCallback' in window) {
    window.requestIdleCallback(run, { timeout: 2000 });
  } else {
    run();
  }
}

function reportError(name: string, error: unknown): void {
  console.error(`Island "${name}" failed`, error);
}
