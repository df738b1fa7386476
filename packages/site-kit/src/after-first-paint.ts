import { inANewTask, whenDocument } from './tasks';

/**
 * Runs `run` once the browser has shown the page's first content: when the Paint Timing API
 * reports the first contentful paint, which it does once the frame is on screen, not when the
 * main thread has merely drawn it. Work the first screen does not need (the cookie banner's
 * module, islands that hydrate at once) starts here, so its requests and script never compete
 * with that paint (docs/ARCHITECTURE.md "Quality").
 *
 * Runs at once in a hidden tab, which paints nothing, and after the next frame where the browser
 * has no Paint Timing; a bound makes sure it runs even if no paint is ever reported: `fallbackMs`
 * after the page's `load` event.
 *
 * Each `run` gets a task of its own: the browser reports the paint to every observer in one task,
 * and the banner's module, the islands and the deferred drawings starting there made one task of
 * 4–17 ms on a fast machine, which Lighthouse's 4× CPU simulation counted as blocking time.
 *
 * The bound counts from `load`, not from this call, so the entry script's first task installs no
 * timer. On a fast load Chrome runs the document's first layout in that same task, and Lighthouse's
 * simulated load ties a task that installs a timer to the download of the script the timer comes
 * from: a timer here put the first layout after the simulated first paint, where it counted as
 * blocking time (docs/ARCHITECTURE.md "Quality").
 */
export function afterFirstPaint(run: () => void, fallbackMs = 3000): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    inANewTask(run);
  };
  if (document.visibilityState === 'hidden') {
    once();
    return;
  }
  const paintTiming =
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!paintTiming) {
    requestAnimationFrame(once);
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    once();
  });
  observer.observe({ type: 'paint', buffered: true });
  const bound = () =>
    setTimeout(() => {
      observer.disconnect();
      once();
    }, fallbackMs);
  whenDocument('complete', bound);
}
