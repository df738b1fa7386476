import { startConsent, startPageTracking } from '@landing/tracking';
import { showDeferredArt } from '@landing/ui/behaviours/deferredArt';
import { glideShortJumps } from '@landing/ui/behaviours/inPageJumps';
import { afterFirstPaint } from './after-first-paint';
import { startConsentUi } from './consent/start';
import { hydrateIslands, type IslandRegistry } from './islands/hydrate';
import { inANewTask, whenDocument } from './tasks';

export interface SiteClientOptions {
  /** Every island the site's pages may contain, by the name the server markup gives it. */
  islands: IslandRegistry;
  /** The app host registration links and forms hand off to (the site's configuration). */
  appUrl: string;
  /** A Google Tag Manager container id (`VITE_GTM_ID`); loads once the visitor consents. */
  tagManagerId?: string;
}

/** Set on `<html>` once `startSite` has started everything a page does in the browser. */
export const STARTED_ATTRIBUTE = 'data-started';

/**
 * Everything a site's page does in the browser, called once from its entry script: Consent Mode's
 * default before anything reads the data layer, then tracking, so this visit's UTM fields are
 * captured before the islands start, then the islands, then the consent banner
 * (docs/ARCHITECTURE.md "Consent and analytics"), with the glide of short in-page jumps
 * (`glideShortJumps`), and, once the first paint is shown, the
 * drawings that waited for it (`showDeferredArt`).
 *
 * The entry script is `async` (each app's `index.html`), so it may run before the parser has
 * read the whole page: what reads the page starts once it has (at once if it already has, as
 * when the script ran after the parser, the usual case).
 *
 * The work comes in three tasks: the entry's evaluation, then consent (its first read of local
 * storage is the slowest step), then the rest. In one task they took 9-18 ms on this machine, which
 * Lighthouse's 4x CPU simulation turned into a task over 50 ms, counted as blocking time
 * (docs/ARCHITECTURE.md "Quality").
 *
 * Each step fails alone (`step`): one that throws is reported once and the steps after it still
 * run, so a bug in tracking stops neither the islands nor the banner. Without consent (its step
 * threw) tracking stores and sends nothing and there is no banner to show.
 */
export function startSite({ islands, appUrl, tagManagerId }: SiteClientOptions): void {
  inANewTask(() => {
    const consent = step('consent', () => startConsent({ tagManagerId }));
    whenDocument('interactive', () =>
      inANewTask(() => {
        step('tracking', () => startPageTracking({ appUrl, consent }));
        step('in-page jumps', glideShortJumps);
        step('islands', () => hydrateIslands(islands));
        if (consent) step('consent UI', () => startConsentUi(consent));
        afterFirstPaint(() => step('deferred art', showDeferredArt));
        // Public, for a test of what only script does (the glide): everything above has started.
        document.documentElement.setAttribute(STARTED_ATTRIBUTE, '');
      }),
    );
  });
}

/** Runs one step of `startSite`; a throw is reported to the console, once, and yields nothing. */
function step<T>(name: string, run: () => T): T | undefined {
  try {
    return run();
  } catch (error) {
    console.error(`startSite: the ${name} step failed`, error);
    return undefined;
  }
}
