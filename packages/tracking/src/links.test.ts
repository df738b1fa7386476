// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnalyticsPayload, createTracker } from './analytics.js';
import { installRegistrationLinks, type OpenWindow } from './links.js';
import type { TrackingRecord } from './record.js';
import { TRACKING_STORAGE_KEY } from './storage.js';

const appUrl = 'https://app.example.com';
const captured: TrackingRecord = {
  utm_source: 'google',
  utm_campaign: 'otono',
  referrer: 'www.google.com',
  landing_page: '/es/',
};

let events: AnalyticsPayload[];
let open: ReturnType<typeof vi.fn<OpenWindow>>;
let opened: { opener: unknown };
let uninstall: () => void;
let defaultPrevented: boolean | undefined;

// Records whether our handler prevented the default, then stops jsdom's unimplemented navigation.
const afterHandlers = (event: Event) => {
  defaultPrevented = event.defaultPrevented;
  event.preventDefault();
};

function render(html: string): void {
  document.body.innerHTML = html;
}

function install(options: Partial<Parameters<typeof installRegistrationLinks>[0]> = {}): void {
  uninstall = installRegistrationLinks({
    appUrl,
    tracker: createTracker({ sink: (p) => events.push(p) }),
    loadTracking: () => captured,
    open,
    ...options,
  });
}

function click(
  selector: string,
  init: MouseEventInit = {},
  type: 'click' | 'auxclick' = 'click',
): Element {
  const element = document.querySelector(selector);
  if (!element) throw new Error(`no ${selector}`);
  element.dispatchEvent(
    new MouseEvent(type, { bubbles: true, cancelable: true, button: 0, ...init }),
  );
  return element;
}

const heroLink = `<a id="hero" href="${appUrl}/register?source=homepage&action=hero_start_trial" data-track="hero_start_trial" target="_blank" rel="noopener"><span>Start Free Trial</span></a>`;

const expectedHero =
  'https://app.example.com/register?utm_source=google&utm_campaign=otono&referrer=www.google.com&landing_page=%2Fes%2F&source=homepage&action=hero_start_trial';

beforeEach(() => {
  events = [];
  opened = { opener: window };
  open = vi.fn<OpenWindow>(() => opened);
  defaultPrevented = undefined;
  window.addEventListener('click', afterHandlers);
  window.addEventListener('auxclick', afterHandlers);
});

afterEach(() => {
  uninstall?.();
  window.removeEventListener('click', afterHandlers);
  window.removeEventListener('auxclick', afterHandlers);
  Reflect.deleteProperty(navigator, 'globalPrivacyControl');
  Reflect.deleteProperty(globalThis, Symbol.for('@landing/tracking/page-view-sent'));
  document.body.innerHTML = '';
  window.sessionStorage.clear();
});

describe('given a registration link with data-track', () => {
  it('opens the registration page with the captured fields in a new tab and fires the event', () => {
    render(heroLink);
    install();
    const link = click('#hero span').closest('a');
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(expectedHero, '_blank');
    expect(opened.opener).toBeNull();
    expect(defaultPrevented).toBe(true);
    expect(link?.getAttribute('href')).toBe(expectedHero);
    expect(events).toEqual([{ event: 'hero_start_trial' }]);
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
  ])('keeps the native %s-click but updates the href and fires the event', (_, init) => {
    render(heroLink);
    install();
    const link = click('#hero', init);
    expect(open).not.toHaveBeenCalled();
    expect(defaultPrevented).toBe(false);
    expect(link.getAttribute('href')).toBe(expectedHero);
    expect(events).toEqual([{ event: 'hero_start_trial' }]);
  });

  it('keeps the native middle click but updates the href', () => {
    render(heroLink);
    install();
    const link = click('#hero', { button: 1 }, 'auxclick');
    expect(open).not.toHaveBeenCalled();
    expect(defaultPrevented).toBe(false);
    expect(link.getAttribute('href')).toBe(expectedHero);
  });

  it('ignores right clicks', () => {
    render(heroLink);
    install();
    const link = click('#hero', { button: 2 }, 'auxclick');
    expect(link.getAttribute('href')).toContain('action=hero_start_trial');
    expect(link.getAttribute('href')).not.toContain('utm_source');
    expect(events).toEqual([]);
  });

  it('lets the browser follow the updated link when the new tab is blocked', () => {
    render(heroLink);
    install({ open: vi.fn<OpenWindow>(() => null) });
    const link = click('#hero');
    expect(defaultPrevented).toBe(false);
    expect(link.getAttribute('href')).toBe(expectedHero);
    expect(events).toEqual([{ event: 'hero_start_trial' }]);
  });

  it('lets the browser follow the updated link when open throws', () => {
    render(heroLink);
    install({
      open: () => {
        throw new Error('blocked by policy');
      },
    });
    const link = click('#hero');
    expect(defaultPrevented).toBe(false);
    expect(link.getAttribute('href')).toBe(expectedHero);
  });

  it('sends no event with Global Privacy Control on, but the hand-off still works', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, value: true });
    render(heroLink);
    install();
    click('#hero');
    expect(events).toEqual([]);
    expect(open).toHaveBeenCalledWith(expectedHero, '_blank');
    expect(defaultPrevented).toBe(true);
  });

  it('still hands off when the tracker throws', () => {
    render(heroLink);
    install({
      tracker: {
        track: () => {
          throw new Error('broken');
        },
      },
    });
    click('#hero');
    expect(open).toHaveBeenCalledWith(expectedHero, '_blank');
  });

  it('hands off without an event when data-track is not a known event', () => {
    render(heroLink.replace('data-track="hero_start_trial"', 'data-track="made_up"'));
    install();
    click('#hero');
    expect(events).toEqual([]);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('gives the same URL on a second click (rebuilding is idempotent)', () => {
    render(heroLink);
    install();
    click('#hero');
    click('#hero');
    expect(open.mock.calls.map(([url]) => url)).toEqual([expectedHero, expectedHero]);
  });

  it('hands off with only source and action when nothing was captured', () => {
    render(heroLink);
    install({ loadTracking: () => null });
    click('#hero');
    expect(open).toHaveBeenCalledWith(
      'https://app.example.com/register?source=homepage&action=hero_start_trial',
      '_blank',
    );
  });

  it('hands off without captured fields when reading them throws', () => {
    render(heroLink);
    install({
      loadTracking: () => {
        throw new Error('storage exploded');
      },
    });
    click('#hero');
    expect(open).toHaveBeenCalledWith(
      'https://app.example.com/register?source=homepage&action=hero_start_trial',
      '_blank',
    );
  });

  it('reads the record from session storage by default', () => {
    window.sessionStorage.setItem(
      TRACKING_STORAGE_KEY,
      JSON.stringify({ utm_source: 'newsletter', landing_page: '/' }),
    );
    render(heroLink);
    uninstall = installRegistrationLinks({
      appUrl,
      tracker: createTracker({ sink: (p) => events.push(p) }),
      open,
    });
    click('#hero');
    expect(open.mock.calls[0]?.[0]).toBe(
      'https://app.example.com/register?utm_source=newsletter&landing_page=%2F&source=homepage&action=hero_start_trial',
    );
  });
});

describe('given other links and buttons', () => {
  it('keeps a link with its own campaign coherent: no captured UTM fields, referrer and path added', () => {
    render(
      `<a id="publish" href="${appUrl}/register?lang=es&utm_source=homepage&utm_medium=publish_feature&utm_campaign=cta&source=homepage&action=register" data-track="publish_create_account" target="_blank">Crear cuenta</a>`,
    );
    install();
    click('#publish');
    expect(open).toHaveBeenCalledWith(
      'https://app.example.com/register?referrer=www.google.com&landing_page=%2Fes%2F&lang=es&utm_source=homepage&utm_medium=publish_feature&utm_campaign=cta&source=homepage&action=register',
      '_blank',
    );
    expect(events).toEqual([{ event: 'publish_create_account' }]);
  });

  it("keeps a Spanish link's lang=es among the captured fields when it rebuilds it", () => {
    render(
      `<a id="es" href="${appUrl}/register?lang=es&source=homepage&action=audience_bloggers" target="_blank">Empieza</a>`,
    );
    install();
    click('#es');
    expect(open).toHaveBeenCalledWith(
      'https://app.example.com/register?utm_source=google&utm_campaign=otono&referrer=www.google.com&landing_page=%2Fes%2F&lang=es&source=homepage&action=audience_bloggers',
      '_blank',
    );
  });

  it('hands off a registration link without data-track, with no event', () => {
    render(
      `<a id="plain" href="${appUrl}/register?source=homepage&action=audience_bloggers">Go</a>`,
    );
    install();
    click('#plain');
    expect(open).toHaveBeenCalledTimes(1);
    expect(events).toEqual([]);
  });

  it('fires the event of a tracked button without opening anything', () => {
    render('<button type="button" id="demo" data-track="cta_view_demo">View Demo</button>');
    install();
    click('#demo');
    expect(events).toEqual([{ event: 'cta_view_demo' }]);
    expect(open).not.toHaveBeenCalled();
  });

  it('fires the event of a tracked link elsewhere and leaves it alone', () => {
    const href = 'https://market.example.com/';
    render(`<a id="m" href="${href}" data-track="marketplace_open">Marketplace</a>`);
    install();
    const link = click('#m');
    expect(events).toEqual([{ event: 'marketplace_open' }]);
    expect(open).not.toHaveBeenCalled();
    expect(defaultPrevented).toBe(false);
    expect(link.getAttribute('href')).toBe(href);
  });

  it('does not treat /register on another host, or another path on the app host, as registration', () => {
    render(
      `<a id="a" href="https://evil.example/register?action=x">a</a><a id="b" href="${appUrl}/login">b</a>`,
    );
    install();
    click('#a');
    click('#b');
    expect(open).not.toHaveBeenCalled();
    expect(document.querySelector('#a')?.getAttribute('href')).toBe(
      'https://evil.example/register?action=x',
    );
  });

  it('leaves clicks alone that another handler already prevented', () => {
    render(heroLink);
    install();
    document.querySelector('#hero')?.addEventListener('click', (e) => e.preventDefault());
    click('#hero');
    expect(open).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });

  it('ignores clicks on untracked elements', () => {
    render('<p id="p">text</p><button id="b">x</button>');
    install();
    click('#p');
    click('#b');
    expect(events).toEqual([]);
    expect(open).not.toHaveBeenCalled();
  });
});

describe('installation', () => {
  it('listens on the given root only', () => {
    render(`<div id="root"></div>${heroLink}`);
    const root = document.querySelector('#root');
    if (!root) throw new Error('no root');
    install({ root });
    click('#hero');
    expect(open).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });

  it('stops handling clicks once uninstalled', () => {
    render(heroLink);
    install();
    uninstall();
    click('#hero');
    expect(open).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });

  it('handles each click once when installed twice, and can be installed again after uninstall', () => {
    render(heroLink);
    install();
    const second = installRegistrationLinks({
      appUrl,
      tracker: createTracker({ sink: (p) => events.push(p) }),
      open,
    });
    click('#hero');
    expect(events).toHaveLength(1);
    expect(open).toHaveBeenCalledTimes(1);
    second();
    uninstall();
    install();
    click('#hero');
    expect(events).toHaveLength(2);
  });

  it('with a misconfigured app URL, does not throw, fires events and leaves links native', () => {
    render(heroLink);
    expect(() => install({ appUrl: 'app.example.com' })).not.toThrow();
    const link = click('#hero');
    expect(events).toEqual([{ event: 'hero_start_trial' }]);
    expect(open).not.toHaveBeenCalled();
    expect(link.getAttribute('href')).not.toContain('utm_source');
  });
});

describe('given a link whose href changes after a click (a re-rendered island)', () => {
  it('rebuilds from the new href', () => {
    render(heroLink);
    install();
    const link = click('#hero');
    link.setAttribute('href', `${appUrl}/register?source=homepage&action=hero_get_sample`);
    click('#hero');
    expect(open.mock.calls[1]?.[0]).toBe(
      expectedHero.replace('hero_start_trial', 'hero_get_sample'),
    );
  });
});
