import type { Locale } from '@landing/content/locale-table';
import type { Consent } from '@landing/tracking';
import { copyFor, pageLang } from './copy';
import { LANGUAGE_NOTICE_STORAGE_KEY, preferredLang } from './language';
import { openConsentSettings, showConsentBanner, showLanguageSuggestion } from './ui';

/**
 * What src/consent/start.ts loads when a note is due: the copy in the right language
 * (`@landing/content/client/{en,es}`, one module each) and the three ways in.
 */

type Lang = Locale;

/** Opens the cookie settings in the page's language. */
export async function openSettings(consent: Consent): Promise<void> {
  openConsentSettings(consent, (await copyFor(pageLang())).consent);
}

/** Shows the first-visit banner, then the language suggestion once it is settled. */
export async function askConsent(consent: Consent): Promise<void> {
  showConsentBanner(consent, (await copyFor(pageLang())).consent, () => void suggestLanguage());
}

/**
 * Shows the language suggestion when the browser prefers the other language, the page has that
 * language's `hreflang` alternate and the visitor has not declined it; a decline is remembered.
 */
export async function suggestLanguage(): Promise<void> {
  const lang = pageLang();
  let wanted: Lang | null = null;
  let declined = false;
  try {
    wanted = preferredLang(navigator.language);
    declined = Boolean(localStorage.getItem(LANGUAGE_NOTICE_STORAGE_KEY));
  } catch {
    // Unreadable settings: suggest only what we could read.
  }
  if (wanted === null || wanted === lang || declined) return;
  const alternate = document.querySelector<HTMLLinkElement>(
    `link[rel="alternate"][hreflang="${wanted}"]`,
  );
  if (!alternate) return;
  // The same page in the other language on this host (the configured origin may differ locally).
  const { pathname, search } = new URL(alternate.href, location.href);
  const copy = await copyFor(wanted);
  showLanguageSuggestion(pathname + search, wanted, copy.languageSuggestion, () => {
    try {
      localStorage.setItem(LANGUAGE_NOTICE_STORAGE_KEY, '1');
    } catch {
      // Not remembered: the suggestion comes back on the next page.
    }
  });
}
