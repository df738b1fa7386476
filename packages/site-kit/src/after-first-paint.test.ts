import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

/** A stand-in for the browser's Paint Timing: the test reports the first contentful paint. */
class PaintObserver {
  static supportedEntryTypes = ['paint'];
  static current: PaintObserver | undefined;
  disconnected = false;
  constructor(
    private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void,
  ) {
    PaintObserver.current = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  report(name: string) {
    if (!this.disconnected) this.callback({ getEntriesByName: (n) => (n === name ? [{}] : []) });
  }
}

/** A stand-in for MessageChannel: the test runs the queued messages, each a task of its own. */
class QueuedChannel {
  static queue: Array<() => void> = [];
  readonly port1 = { onmessage: null as (() => void) | null, close() {} };
  readonly port2 = { postMessage: () => QueuedChannel.queue.push(() => this.port1.onmessage?.()) };
}
const runQueuedTasks = () => {
  for (const task of QueuedChannel.queue.splice(0)) task();
};

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    QueuedChannel.queue = [];
    vi.stubGlobal('MessageChannel', QueuedChannel);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('waits for the first contentful paint, not the first paint, and runs once, in a task of its own', () => {
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    const run = vi.fn();
    afterFirstPaint(run);
    PaintObserver.current!.report('first-paint');
    runQueuedTasks();
    expect(run).not.toHaveBeenCalled();
    PaintObserver.current!.report('first-contentful-paint');
    expect(run).not.toHaveBeenCalled();
    runQueuedTasks();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    runQueuedTasks();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs its bound after the load event when no paint is ever reported', () => {
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const run = vi.fn();
    afterFirstPaint(run, 3000);
    vi.advanceTimersByTime(10_000);
    expect(run).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(2999);
    runQueuedTasks();
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    runQueuedTasks();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('counts its bound at once when the page has already loaded', () => {
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const run = vi.fn();
    afterFirstPaint(run, 3000);
    vi.advanceTimersByTime(2999);
    runQueuedTasks();
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    runQueuedTasks();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once, in a task of its own, in a hidden tab, which paints nothing', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const run = vi.fn();
    afterFirstPaint(run);
    expect(run).not.toHaveBeenCalled();
    runQueuedTasks();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs in a task after the next frame where the browser has no Paint Timing', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    const run = vi.fn();
    afterFirstPaint(run);
    vi.advanceTimersByTime(100);
    expect(run).not.toHaveBeenCalled();
    frames[0]!(0);
    expect(run).not.toHaveBeenCalled();
    runQueuedTasks();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
