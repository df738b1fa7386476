import type { Messages } from '@landing/content';
import type { Consent } from '@landing/tracking';

/**
 * The part of the consent UI every page runs at load (a few hundred bytes): it decides whether
 * the banner or the language suggestion is due and only then loads their module and copy
 * (src/consent/ui.ts, `@landing/content/client/{en,es}`). Buttons marked `data-consent-open` (the
 * footer's "Cookie settings", the cookie policy page) open the settings dialog.
 */

type Lang = 'en' | 'es';

/** Local storage key set when the visitor declines the language suggestion. */
export const LANGUAGE_NOTICE_STORAGE_KEY = 'landing_language_notice';

const copyFor = (lang: Lang): Promise<Messages['client']> =>
  (lang === 'es'
    ? import('@landing/content/client/es')
    : import('@landing/content/client/en')
  ).then((module) => module.client);

const ui = () => import('./ui');

const pageLang = (): Lang => (document.documentElement.lang.startsWith('es') ? 'es' : 'en');

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The visitor's preferred language among the sites' two, from the browser's list in order, or
 * `null` when neither appears.
 */
export function preferredLang(languages: readonly string[]): Lang | null {
  for (const tag of languages) {
    const primary = String(tag).toLowerCase().split('-')[0];
    if (primary === 'en' || primary === 'es') return primary;
  }
  return null;
}

/** Shows the language suggestion when the browser prefers the other language and it is not declined. */
function suggestLanguage(): void {
  const lang = pageLang();
  let wanted: Lang | null = null;
  try {
    wanted = preferredLang(navigator.languages ?? [navigator.language]);
  } catch {
    return;
  }
  if (wanted === null || wanted === lang) return;
  const store = storage();
  try {
    if (store?.getItem(LANGUAGE_NOTICE_STORAGE_KEY)) return;
  } catch {
    // Unreadable storage: suggest, as on a first visit.
  }
  const alternate = document.querySelector<HTMLLinkElement>(
    `link[rel="alternate"][hreflang="${wanted}"]`,
  );
  if (!alternate) return;
  // The same page in the other language on this host (the configured origin may differ locally).
  const { pathname, search } = new URL(alternate.href, location.href);
  void Promise.all([ui(), copyFor(wanted)]).then(([{ showLanguageSuggestion }, copy]) =>
    showLanguageSuggestion(pathname + search, wanted, copy.languageSuggestion, () => {
      try {
        store?.setItem(LANGUAGE_NOTICE_STORAGE_KEY, '1');
      } catch {
        // Not remembered: the suggestion comes back on the next page.
      }
    }),
  );
}

/**
 * Starts the consent UI and the language suggestion on a page: the banner when no choice is in
 * force and no privacy signal answered for the visitor; the suggestion once the banner is settled,
 * so one note shows at a time.
 */
export function startConsentUi(consent: Consent): void {
  const lang = pageLang();
  document.addEventListener('click', (event) => {
    const opener = (event.target as Element | null)?.closest?.('[data-consent-open]');
    if (!opener) return;
    event.preventDefault();
    void Promise.all([ui(), copyFor(lang)]).then(([{ openConsentSettings }, copy]) =>
      openConsentSettings(consent, copy.consent),
    );
  });
  if (consent.current() !== null || consent.refusedBySignal()) {
    suggestLanguage();
    return;
  }
  void Promise.all([ui(), copyFor(lang)]).then(([{ showConsentBanner }, copy]) =>
    showConsentBanner(consent, copy.consent, suggestLanguage),
  );
}
