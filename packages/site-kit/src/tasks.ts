// When the site's browser code runs: after the document reaches a state, or in a task of its own
// (docs/ARCHITECTURE.md "Quality").

/**
 * Runs `run` once the document has reached `state`, at once if it already has: `'interactive'`
 * when the parser has read the whole page (`DOMContentLoaded`), `'complete'` when the page and its
 * resources have loaded (`load`).
 */
export function whenDocument(state: 'interactive' | 'complete', run: () => void): void {
  const reached =
    state === 'complete' ? document.readyState === 'complete' : document.readyState !== 'loading';
  if (reached) run();
  else if (state === 'complete') addEventListener('load', () => run(), { once: true });
  else document.addEventListener('DOMContentLoaded', () => run(), { once: true });
}

/**
 * Runs `run` in a task of its own, queued now, so the work before it and the work in it each stay
 * short enough not to count as blocking time on a phone. A message rather than a timer: a page
 * whose clock is held (Playwright's `page.clock` in the island tests) still runs it, as a visitor's
 * page would.
 */
export function inANewTask(run: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
}
