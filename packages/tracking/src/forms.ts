import type { AnalyticsEventName } from '@landing/content/vocabulary';
import { isAnalyticsEvent } from './analytics.js';
import { TRACKING_FIELDS, type TrackingRecord } from './record.js';
import { loadTracking as loadStoredTracking } from './storage.js';
import { fitRegistrationQuery, registrationBase } from './urls.js';

/** Options of {@link installRegistrationForms}. */
export interface RegistrationFormsOptions {
  /** Where submits are listened to. @default document */
  root?: Pick<Node, 'addEventListener' | 'removeEventListener'> | null;
  /** The app host; forms that submit to `{appUrl}/register` are the registration hand-off. */
  appUrl: string;
  /** Receives the event named by the form's `data-track`. */
  tracker: { track(event: AnalyticsEventName): void };
  /** Reads the captured record at submit time. @default loadTracking() (session storage) */
  loadTracking?: () => TrackingRecord | null;
}

/**
 * Progressive enhancement for registration forms (the tool pages' inputs): a plain
 * `<form action="{appUrl}/register" method="get" target="_blank">` works without JavaScript; with
 * this handler a submit also carries the captured tracking fields (as hidden inputs, never
 * replacing a field the form already has, so its own `source` and `action` win) and sends the
 * form's `data-track` event. One delegated listener; never throws from the handler.
 * @returns a function that removes the listener
 */
export function installRegistrationForms({
  root,
  appUrl,
  tracker,
  loadTracking = () => loadStoredTracking(),
}: RegistrationFormsOptions): () => void {
  let host: RegistrationFormsOptions['root'];
  let base: string;
  try {
    host = root ?? (globalThis as { document?: RegistrationFormsOptions['root'] }).document;
    base = registrationBase(appUrl).href;
  } catch {
    return () => {};
  }
  if (!host || typeof host.addEventListener !== 'function') return () => {};

  const onSubmit = (event: Event) => {
    try {
      const form = event.target as HTMLFormElement | null;
      if (form?.tagName !== 'FORM') return;
      // Attributes, not `form.action` / `form.method`: a field named "action" (the hand-off's own
      // action parameter) shadows those properties in browsers.
      if ((form.getAttribute('method') ?? 'get').toLowerCase() !== 'get') return;
      const target = new URL(form.getAttribute('action') ?? '', form.ownerDocument.baseURI);
      if (`${target.origin}${target.pathname}` !== base) return;
      const name = form.dataset.track;
      if (isAnalyticsEvent(name)) tracker.track(name);
      const record = loadTracking();
      if (!record) return;
      const captured: [string, string][] = [];
      for (const key of TRACKING_FIELDS) {
        const value = record[key];
        if (value !== undefined && !form.elements.namedItem(key)) captured.push([key, value]);
      }
      // The form's own fields always go; the captured ones as long as the address stays short
      // enough for servers to take it (fitRegistrationQuery: the longest give way first).
      const own = [...new FormData(form)].map(([k, v]): [string, string] => [k, String(v)]);
      for (const [key, value] of fitRegistrationQuery(base, own, captured)) {
        const input = form.ownerDocument.createElement('input');
        input.type = 'hidden';
        input.name = key;
        input.value = value;
        form.append(input);
      }
    } catch {
      // The form still submits natively.
    }
  };
  host.addEventListener('submit', onSubmit);
  return () => host?.removeEventListener('submit', onSubmit);
}
