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
 * and hydrates it with the JSON props written beside it. React itself loads only when the page has
 * at least one island. Returns a promise that settles when every island has been scheduled.
 */
export async function hydrateIslands(
  registry: IslandRegistry,
  { root = document, onError = reportError }: HydrateOptions = {},
): Promise<void> {
  const elements = Array.from(root.querySelectorAll<HTMLElement>('[data-island]'));
  if (elements.length === 0) return;
  const [{ createElement }, { hydrateRoot }] = await Promise.all([
    import('react'),
    import('react-dom/client'),
  ]);

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
      const Component = await loader();
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
