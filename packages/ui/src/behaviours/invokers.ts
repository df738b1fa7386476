/**
 * Whether this browser runs invoker commands itself (`commandfor`/`command` on a button, Baseline
 * since 2025): a dialog's trigger opens it and its close button closes it with no script. Where it
 * does not, the dialog's own script does both (`Dialog`, `enhanceCoverGallery`), and the island
 * runtime holds such a click like any other (`packages/site-kit/src/islands/hydrate.ts`). Browser
 * only: called on a click, never in a server render.
 */
export const invokesNatively = (): boolean => 'commandForElement' in HTMLButtonElement.prototype;
