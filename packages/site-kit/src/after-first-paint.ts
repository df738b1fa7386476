/**
 * Runs `run` once the browser has shown the page's first content: when the Paint Timing API
 * reports the first contentful paint, which it does once the frame is on screen, not when the
 * main thread has merely drawn it. Work the first screen does not need (the cookie banner's
 * module, islands that hydrate at once) starts here, so its requests and script never compete
 * with that paint (docs/ARCHITECTURE.md "Quality").
 *
 * Runs at once in a hidden tab, which paints nothing, and after the next frame where the browser
 * has no Paint Timing; a bound (`fallbackMs`) makes sure it runs even if no paint is ever reported.
 */
export function afterFirstPaint(run: () => void, fallbackMs = 3000): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  if (document.visibilityState === 'hidden') {
    once();
    return;
  }
  const paintTiming =
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!paintTiming) {
    requestAnimationFrame(() => setTimeout(once, 0));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    once();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(() => {
    observer.disconnect();
    once();
  }, fallbackMs);
}
