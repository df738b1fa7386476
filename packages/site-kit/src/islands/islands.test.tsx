import { CONSENT_POLICY_VERSION } from '@landing/content/cookies';
import { loadTracking } from '@landing/tracking';
import { act } from '@testing-library/react';
import { useId, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSite } from '../client';
import { domIsland, hydrateIslands } from './hydrate';
import { Island, IslandRenderingProvider, serializeProps } from './Island';

function Counter({ start, label }: { start: number; label: string }) {
  const [count, setCount] = useState(start);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {label}: {count}
    </button>
  );
}

const loadCounter = async () => Counter;
const loadDisclosure = async () => Disclosure;

/** A button that adds its panel on demand, the panel's id from `useId`. */
function Disclosure({ label }: { label: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(true)}>
        {label}
      </button>
      {open && <p id={id}>{label}, open</p>}
    </>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('serializeProps', () => {
  it('cannot close the script element or open a comment, whatever the copy says', () => {
    const json = serializeProps({ title: '</script><script>alert(1)</script><!-- & \u2028' });
    expect(json).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script><!-- & \u2028' });
  });
});

describe('given a prerendered island', () => {
  const prerender = (props: { start: number; label: string }) => {
    document.body.innerHTML = renderToString(
      <IslandRenderingProvider value="static">
        <main>
          <h1>Static</h1>
          <Island name="Counter" component={Counter} props={props} />
        </main>
      </IslandRenderingProvider>,
    );
  };

  it('writes the component’s HTML and its props as non-executable JSON', () => {
    prerender({ start: 2, label: 'Clicks' });
    expect(document.querySelector('[data-island="Counter"]')?.textContent).toBe('Clicks: 2');
    const script = document.querySelector('script[data-island-props]');
    expect(script?.getAttribute('type')).toBe('application/json');
    expect(JSON.parse(script?.textContent ?? '')).toEqual({ start: 2, label: 'Clicks' });
  });

  it('hydrates it with its props so it becomes interactive, without a mismatch', async () => {
    prerender({ start: 2, label: 'Clicks' });
    const onError = vi.fn();
    await act(async () => hydrateIslands({ Counter: loadCounter }, { onError }));
    // Hydrated (React committed the tree): a click goes straight to React from here on.
    await vi.waitFor(() =>
      expect(document.querySelector('[data-island="Counter"]')?.hasAttribute('data-hydrated')).toBe(
        true,
      ),
    );
    const button = document.querySelector('button')!;
    await act(async () => button.click());
    expect(button.textContent).toBe('Clicks: 3');
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports an island missing from the registry and leaves its HTML alone', async () => {
    prerender({ start: 1, label: 'Clicks' });
    const onError = vi.fn();
    hydrateIslands({}, { onError });
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith('Counter', expect.any(Error)));
    expect(document.querySelector('button')?.textContent).toBe('Clicks: 1');
  });

  it('gives its ids the same values on the server and the client, so a panel opened later matches its button', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = renderToString(
      <IslandRenderingProvider value="static">
        <main>
          <Disclosure label="First" />
          <Island name="Disclosure" component={Disclosure} props={{ label: 'Second' }} />
          <Island name="Disclosure" component={Disclosure} props={{ label: 'Third' }} />
        </main>
      </IslandRenderingProvider>,
    );
    const onError = vi.fn();
    await act(async () => hydrateIslands({ Disclosure: loadDisclosure }, { onError }));
    await vi.waitFor(() =>
      expect(document.querySelectorAll('[data-island][data-hydrated]')).toHaveLength(2),
    );
    const islands = document.querySelectorAll<HTMLElement>('[data-island]');
    const controls = Array.from(islands, (island) =>
      island.querySelector('button')!.getAttribute('aria-controls'),
    );
    // Unique in the page: the two islands and the static copy outside them never share an id.
    expect(
      new Set([...controls, document.querySelector('main > button')?.getAttribute('aria-controls')])
        .size,
    ).toBe(3);
    const button = islands[1]!.querySelector('button')!;
    await act(async () => button.click());
    expect(document.getElementById(button.getAttribute('aria-controls')!)?.textContent).toBe(
      'Third, open',
    );
    expect(onError).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('does nothing on a page without islands', () => {
    document.body.innerHTML = '<h1>Static</h1>';
    const loader = vi.fn();
    hydrateIslands({ Counter: loader });
    expect(loader).not.toHaveBeenCalled();
  });
});

describe('given an island that has not hydrated yet', () => {
  const prerender = () => {
    document.body.innerHTML = renderToString(
      <IslandRenderingProvider value="static">
        <main>
          <Island
            name="Counter"
            component={Counter}
            props={{ start: 0, label: 'Taps' }}
            hydrate="visible"
          />
          <a href="#elsewhere">A link inside no island</a>
        </main>
      </IslandRenderingProvider>,
    );
  };

  it('answers the first click: it hydrates the island and replays the click once', async () => {
    prerender();
    let resolveLoader: (c: typeof Counter) => void = () => {};
    const slowLoader = () =>
      new Promise<typeof Counter>((r) => {
        resolveLoader = r;
      });
    hydrateIslands({ Counter: slowLoader });
    const island = document.querySelector<HTMLElement>('[data-island="Counter"]')!;
    const button = document.querySelector('button')!;
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect('hydrated' in island.dataset).toBe(false);
    await act(async () => resolveLoader(Counter));
    await vi.waitFor(() => expect('hydrated' in island.dataset).toBe(true));
    await vi.waitFor(() => expect(document.querySelector('button')?.textContent).toBe('Taps: 1'));
    // Later clicks go straight to React: one click, one count.
    await act(async () => document.querySelector('button')!.click());
    expect(document.querySelector('button')?.textContent).toBe('Taps: 2');
  });
});

/**
 * A card as the cover gallery renders it: a link that leads somewhere with no script, marked to wait
 * for its island, whose click opens a preview once the island runs; beside it, a plain link.
 */
function PreviewCard({ href }: { href: string }) {
  const [previews, setPreviews] = useState(0);
  return (
    <>
      <a
        href={href}
        data-hold-until-hydrated=""
        onClick={(event) => {
          event.preventDefault();
          setPreviews((n) => n + 1);
        }}
      >
        Preview
      </a>
      <a href="#elsewhere">Elsewhere</a>
      <p>Previews: {previews}</p>
    </>
  );
}

describe('given an island with a link marked to wait for it (data-hold-until-hydrated)', () => {
  const prerender = () => {
    document.body.innerHTML = renderToString(
      <IslandRenderingProvider value="static">
        <Island
          name="PreviewCard"
          component={PreviewCard}
          props={{ href: '#register' }}
          hydrate="interaction"
        />
      </IslandRenderingProvider>,
    );
    const link = (name: string) =>
      Array.from(document.querySelectorAll('a')).find((a) => a.textContent === name)!;
    return { marked: link('Preview'), plain: link('Elsewhere') };
  };
  const tap = (target: Element, init: MouseEventInit = {}) => {
    target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
    target.dispatchEvent(click);
    return click;
  };

  it('holds a tap on the marked link instead of following it, and replays it once the island has hydrated', async () => {
    const { marked } = prerender();
    let resolveLoader: (c: typeof PreviewCard) => void = () => {};
    const slowLoader = () =>
      new Promise<typeof PreviewCard>((resolve) => {
        resolveLoader = resolve;
      });
    hydrateIslands({ PreviewCard: slowLoader });
    expect(tap(marked).defaultPrevented).toBe(true);
    expect(document.body.textContent).toContain('Previews: 0');
    await act(async () => resolveLoader(PreviewCard));
    await vi.waitFor(() => expect(document.body.textContent).toContain('Previews: 1'));
  });

  it('never holds a tap on an unmarked link, nor a click with a modifier key on the marked one', () => {
    const { marked, plain } = prerender();
    const neverLoads = () => new Promise<typeof PreviewCard>(() => {});
    hydrateIslands({ PreviewCard: neverLoads });
    expect(tap(plain).defaultPrevented).toBe(false);
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'] as const)
      expect(tap(marked, { [modifier]: true }).defaultPrevented, modifier).toBe(false);
  });
});

/** A test-only island: rendered on the server as a counter, its client code throws as React renders it. */
function Broken(): never {
  throw new Error('a bug in the island');
}
const loadBroken = async () => Broken;

describe('given an island that throws beside one that works (a test-only fixture)', () => {
  const prerender = () => {
    document.body.innerHTML = renderToString(
      <IslandRenderingProvider value="static">
        <main>
          <Island
            name="Broken"
            component={Counter}
            props={{ start: 5, label: 'Broken' }}
            hydrate="interaction"
          />
          <Island
            name="Counter"
            component={Counter}
            props={{ start: 0, label: 'Taps' }}
            hydrate="interaction"
          />
        </main>
      </IslandRenderingProvider>,
    );
    const [broken, working] = document.querySelectorAll<HTMLElement>('[data-island]');
    return { broken: broken!, working: working! };
  };
  const tap = (target: Element) => {
    target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    target.dispatchEvent(click);
    return click;
  };

  it('keeps the thrower’s server HTML, reports it once, and the neighbour hydrates and answers', async () => {
    const { broken, working } = prerender();
    const brokenButton = broken.querySelector('button')!;
    // What the server HTML does on its own (here, a listener of the page's own script).
    const plainClicks = vi.fn();
    brokenButton.addEventListener('click', plainClicks);
    const onError = vi.fn();
    hydrateIslands({ Broken: loadBroken, Counter: loadCounter }, { onError });

    // A tap that arrives before the island's code is held, as for any island. Its hydration runs
    // outside `act`, as in a browser: inside it, React hands a throw to the test, not the root.
    expect(tap(brokenButton).defaultPrevented).toBe(true);

    // The thrower's very nodes are back, and the held tap reached them once.
    await vi.waitFor(() => expect(plainClicks).toHaveBeenCalledOnce());
    expect(broken.querySelector('button')).toBe(brokenButton);
    expect(brokenButton.textContent).toBe('Broken: 5');
    expect('hydrated' in broken.dataset).toBe(false);
    expect(onError).toHaveBeenCalledOnce();
    expect(onError).toHaveBeenCalledWith('Broken', expect.any(Error));

    // Nothing is held for it any more: a later tap is the page's own.
    expect(tap(brokenButton).defaultPrevented).toBe(false);
    expect(plainClicks).toHaveBeenCalledTimes(2);

    // The neighbour hydrates on its first tap and answers it, then every later one.
    await act(async () => tap(working.querySelector('button')!));
    await vi.waitFor(() => expect(working.querySelector('button')?.textContent).toBe('Taps: 1'));
    expect('hydrated' in working.dataset).toBe(true);
    await act(async () => working.querySelector('button')!.click());
    expect(working.querySelector('button')?.textContent).toBe('Taps: 2');
  });
});

describe('given an island that waits for the visitor', () => {
  it('loads nothing until a pointer reaches it, then hydrates and answers the tap', async () => {
    document.body.innerHTML = renderToString(
      <IslandRenderingProvider value="static">
        <Island
          name="Counter"
          component={Counter}
          props={{ start: 0, label: 'Taps' }}
          hydrate="interaction"
        />
      </IslandRenderingProvider>,
    );
    const loader = vi.fn(loadCounter);
    hydrateIslands({ Counter: loader });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loader).not.toHaveBeenCalled();
    const button = document.querySelector('button')!;
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(loader).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(document.querySelector('button')?.textContent).toBe('Taps: 1'));
  });
});

describe('given a DOM island whose controls are links with a widget role (the hero’s mode tabs)', () => {
  const prerender = () => {
    document.body.innerHTML = `<div data-island="Tabs" data-hydrate="interaction">
      <a role="tab" href="#one" id="one-tab">One</a><a role="tab" href="#two" id="two-tab">Two</a>
      <a href="#elsewhere" id="plain">A plain link</a></div>`;
  };

  it('holds an arrow key pressed before its behaviour runs, and replays it once it does', async () => {
    prerender();
    let run: () => void = () => {};
    const seen: string[] = [];
    const behaviour = (root: HTMLElement) => {
      root.addEventListener('keydown', (event) => seen.push((event as KeyboardEvent).key));
    };
    hydrateIslands({
      Tabs: domIsland(() => new Promise((resolve) => (run = () => resolve(behaviour)))),
    });
    const tab = document.getElementById('one-tab')!;
    const arrow = new KeyboardEvent('keydown', {
      key: 'ArrowRight',
      bubbles: true,
      cancelable: true,
    });
    tab.dispatchEvent(arrow);
    expect(arrow.defaultPrevented).toBe(true);
    run();
    await vi.waitFor(() => expect(seen).toEqual(['ArrowRight']));
  });

  it('never holds a plain link, nor the key that follows a tab', () => {
    prerender();
    hydrateIslands({ Tabs: domIsland(() => new Promise(() => {})) });
    for (const [id, key] of [
      ['plain', 'ArrowDown'],
      ['one-tab', 'Enter'],
    ] as const) {
      const press = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      document.getElementById(id)!.dispatchEvent(press);
      expect(press.defaultPrevented, `${id} ${key}`).toBe(false);
    }
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('one-tab')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});

describe('given a DOM island', () => {
  it('runs its behaviour on the server markup with its props, and marks it hydrated', async () => {
    document.body.innerHTML = renderToString(
      <IslandRenderingProvider value="static">
        <Island name="Counter" component={Counter} props={{ start: 4, label: 'Static' }} />
      </IslandRenderingProvider>,
    );
    const behaviour = vi.fn((root: HTMLElement, props: { label: string }) => {
      root.querySelector('button')!.textContent = `${props.label}, enhanced`;
    });
    hydrateIslands({ Counter: domIsland(async () => behaviour) });
    const island = document.querySelector<HTMLElement>('[data-island="Counter"]')!;
    await vi.waitFor(() => expect('hydrated' in island.dataset).toBe(true));
    expect(behaviour).toHaveBeenCalledWith(island, { start: 4, label: 'Static' });
    expect(island.textContent).toBe('Static, enhanced');
  });
});

describe('given a site’s page starting in the browser', () => {
  /**
   * A first visit ends with the cookie banner, whose module and copy load after the first paint:
   * each such test waits for it, so no import is still on its way when the file's runner closes
   * (under load, Vitest reported that as an unhandled rejection, failing the suite).
   */
  const bannerAsks = () =>
    vi.waitFor(() => expect(document.querySelector('[data-consent-banner]')).not.toBeNull());

  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('on a first visit: Consent Mode’s default first, nothing recorded or kept, then the banner asks', async () => {
    const dataLayer: unknown[] = [];
    (window as unknown as { dataLayer: unknown[] }).dataLayer = dataLayer;
    window.history.replaceState(null, '', '/?utm_source=example');
    document.body.innerHTML = renderToString(
      <Island name="Counter" component={Counter} props={{ start: 0, label: 'Clicks' }} />,
    );
    await act(async () =>
      startSite({ islands: { Counter: loadCounter }, appUrl: 'https://app.example' }),
    );
    await vi.waitFor(() =>
      expect(document.querySelector('[data-island="Counter"]')?.hasAttribute('data-hydrated')).toBe(
        true,
      ),
    );
    expect(Array.from(dataLayer[0] as IArguments).slice(0, 2)).toEqual(['consent', 'default']);
    expect(dataLayer.filter((entry) => (entry as { event?: string }).event)).toEqual([]);
    expect(loadTracking()).toBeNull();
    await bannerAsks();
    window.history.replaceState(null, '', '/');
  });

  it('run before the parser has read the page (its async entry on a slow network): Consent Mode’s default before it is parsed, the page read once it is', async () => {
    const dataLayer: unknown[] = [];
    (window as unknown as { dataLayer: unknown[] }).dataLayer = dataLayer;
    document.body.innerHTML = renderToString(
      <Island name="Counter" component={Counter} props={{ start: 0, label: 'Clicks' }} />,
    );
    const parsing = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const loader = vi.fn(loadCounter);
    await act(async () =>
      startSite({ islands: { Counter: loader }, appUrl: 'https://app.example' }),
    );
    await vi.waitFor(() =>
      expect(Array.from((dataLayer[0] ?? []) as IArguments).slice(0, 2)).toEqual([
        'consent',
        'default',
      ]),
    );
    // Nothing reads the page yet: a touch on the island, which starts its hydration once the
    // islands are known, starts nothing.
    const button = document.querySelector('button')!;
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(loader).not.toHaveBeenCalled();
    parsing.mockReturnValue('interactive');
    await act(async () => document.dispatchEvent(new Event('DOMContentLoaded')));
    await vi.waitFor(() =>
      expect(document.querySelector('[data-island="Counter"]')?.hasAttribute('data-hydrated')).toBe(
        true,
      ),
    );
    await bannerAsks();
  });

  it('for a visitor who allowed analytics: captures the visit, records the page view and hydrates the islands', async () => {
    localStorage.setItem(
      'landing_consent',
      JSON.stringify({
        v: 2,
        p: CONSENT_POLICY_VERSION,
        at: Date.now(),
        analytics: true,
        marketing: false,
      }),
    );
    const dataLayer: Array<{ event?: string }> = [];
    (window as unknown as { dataLayer: unknown[] }).dataLayer = dataLayer;
    window.history.replaceState(null, '', '/?utm_source=example');
    document.body.innerHTML = renderToString(
      <Island name="Counter" component={Counter} props={{ start: 0, label: 'Clicks' }} />,
    );
    await act(async () =>
      startSite({ islands: { Counter: loadCounter }, appUrl: 'https://app.example' }),
    );
    await vi.waitFor(() =>
      expect(document.querySelector('[data-island="Counter"]')?.hasAttribute('data-hydrated')).toBe(
        true,
      ),
    );
    expect(dataLayer.filter((entry) => entry.event === 'page_view')).toHaveLength(1);
    expect(loadTracking()).toMatchObject({ utm_source: 'example', landing_page: '/' });
    window.history.replaceState(null, '', '/');
  });
});
