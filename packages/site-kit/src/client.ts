import { startConsent, startPageTracking } from '@landing/tracking';
import { showDeferredArt } from '@landing/ui/behaviours/deferredArt';
import { afterFirstPaint } from './after-first-paint';
import { startConsentUi } from './consent/start';
import { hydrateIslands, type IslandRegistry } from './islands/hydrate';
import { whenDocument } from './when-document';

export interface SiteClientOptions {
  /** Every island the site's pages may contain, by the name the server markup gives it. */
  islands: IslandRegistry;
  /** The app host registration links and forms hand off to (the site's configuration). */
  appUrl: string;
  /** A Google Tag Manager container id (`VITE_GTM_ID`); loads once the visitor consents. */
  tagManagerId?: string;
}

/**
 * Everything a site's page does in the browser, called once from its entry script: Consent Mode's
 * default before anything reads the data layer, then tracking, so this visit's UTM fields are
 * captured before any call to action can be tapped, then the islands, then the consent banner
 * (docs/ARCHITECTURE.md "Consent and analytics"), and, once the first paint is shown, the
 * drawings that waited for it (`showDeferredArt`).
 *
 * The entry script is `async` (each app's `index.html`), so it may run before the parser has
 * read the whole page: what reads the page starts once it has (at once if it already has, as
 * when the script ran after the parser, the usual case).
 */
export function startSite({ islands, appUrl, tagManagerId }: SiteClientOptions): void {
  const consent = startConsent({ tagManagerId });
  whenDocument('interactive', () => {
    startPageTracking({ appUrl, consent });
    hydrateIslands(islands);
    startConsentUi(consent);
    afterFirstPaint(() => showDeferredArt());
  });
}
