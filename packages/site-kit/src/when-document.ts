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
