import type { Consent } from '@landing/tracking';
import { afterFirstPaint } from '../after-first-paint';
import { copyFor, pageLang } from './copy';
import { LANGUAGE_NOTICE_STORAGE_KEY, preferredLang } from './language';

/**
 * The part of the consent UI every page runs at load, kept to a few checks because it is in every
 * page's initial script (budgets.json): it loads the notes' module (src/consent/notes.ts, with its
 * copy) only when the banner is due, when the browser prefers the other language and the
 * suggestion was not declined, or when a `data-consent-open` button (the footer's "Cookie
 * settings") is pressed.
 */

/** Whether the suggestion may be due: another preferred language, not declined. Never throws. */
function suggestionDue(): boolean {
  try {
    const wanted = preferredLang(navigator.language);
    return (
      wanted !== null &&
      !document.documentElement.lang.startsWith(wanted) &&
      !localStorage.getItem(LANGUAGE_NOTICE_STORAGE_KEY)
    );
  } catch {
    return false;
  }
}

/**
 * Starts the consent UI and the language suggestion on a page: the banner when no choice is in
 * force and no privacy signal answered for the visitor, else the suggestion when due (the notes'
 * module shows the suggestion after the banner, so one note shows at a time).
 */
export function startConsentUi(consent: Consent): void {
  // The page's copy loads beside the notes' module, not after it: one round trip to the banner.
  const notes = () => {
    void copyFor(pageLang());
    return import('./notes');
  };
  document.addEventListener('click', (event) => {
    if (!(event.target as Element | null)?.closest?.('[data-consent-open]')) return;
    event.preventDefault();
    void notes().then((m) => m.openSettings(consent));
  });
  // A note is never part of the first screen's paint: its module loads after it.
  afterFirstPaint(() => {
    if (consent.current() === null && !consent.refusedBySignal()) {
      void notes().then((m) => m.askConsent(consent));
    } else if (suggestionDue()) {
      void notes().then((m) => m.suggestLanguage());
    }
  });
}
