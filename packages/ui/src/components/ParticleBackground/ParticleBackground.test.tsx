import { expectNoAxeViolations } from '@landing/devkit/testing/axe';
import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ParticleBackground } from './ParticleBackground.js';
import {
  createParticleField,
  drawParticleField,
  MAX_PARTICLES,
  mulberry32,
  stepParticleField,
} from './particles.js';

describe('the particle field', () => {
  it('is the same for the same seed and differs for another', () => {
    const a = createParticleField(28, 7);
    const b = createParticleField(28, 7);
    const c = createParticleField(28, 8);
    expect(Array.from(a.x)).toEqual(Array.from(b.x));
    expect(Array.from(a.y)).toEqual(Array.from(b.y));
    expect(Array.from(a.x)).not.toEqual(Array.from(c.x));
  });

  it('never holds more than 40 particles', () => {
    expect(createParticleField(1000, 1).count).toBe(MAX_PARTICLES);
    expect(createParticleField(-3, 1).count).toBe(0);
  });

  it('draws from the seeded PRNG, never Math.random', () => {
    const random = vi.spyOn(Math, 'random');
    createParticleField(40, 3);
    expect(random).not.toHaveBeenCalled();
    random.mockRestore();
  });

  it('keeps every particle inside the canvas as it moves', () => {
    const field = createParticleField(40, 5);
    for (let frame = 0; frame < 500; frame++) stepParticleField(field, 0.1);
    for (let i = 0; i < field.count; i++) {
      expect(field.x[i]).toBeGreaterThanOrEqual(0);
      expect(field.x[i]).toBeLessThan(1);
      expect(field.y[i]).toBeGreaterThanOrEqual(0);
      expect(field.y[i]).toBeLessThan(1);
    }
  });

  it('has a PRNG that spreads over [0, 1)', () => {
    const random = mulberry32(42);
    const values = Array.from({ length: 1000 }, random);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
    expect(mean).toBeGreaterThan(0.45);
    expect(mean).toBeLessThan(0.55);
  });

  it('draws one dot per particle', () => {
    const ctx = fakeContext();
    drawParticleField(ctx, createParticleField(16, 1), 400, 300, 'rgb(109, 40, 217)');
    expect(ctx.arc).toHaveBeenCalledTimes(16);
    expect(ctx.fillStyle).toBe('rgb(109, 40, 217)');
  });
});

function fakeContext() {
  return {
    clearRect: vi.fn(),
    beginPath: vi.fn(),
    arc: vi.fn(),
    fill: vi.fn(),
    moveTo: vi.fn(),
    lineTo: vi.fn(),
    stroke: vi.fn(),
    setTransform: vi.fn(),
    globalAlpha: 1,
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
  };
}

/** Captures the IntersectionObserver the canvas creates. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | null = null;
  readonly callback: IntersectionObserverCallback;
  disconnected = false;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
    FakeIntersectionObserver.last = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    act(() =>
      this.callback(
        [{ isIntersecting } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    );
  }
}

describe('ParticleBackground', () => {
  let ctx: ReturnType<typeof fakeContext>;
  let frames: Map<number, FrameRequestCallback>;
  let nextFrame: number;
  let reduced: boolean;
  let hidden: boolean;

  /** Runs the pending animation frames once, at time `now`. */
  const runFrames = (now: number) => {
    const pending = [...frames.values()];
    frames.clear();
    for (const callback of pending) callback(now);
  };

  beforeEach(() => {
    ctx = fakeContext();
    frames = new Map();
    nextFrame = 0;
    reduced = false;
    hidden = false;
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
      () => ctx as unknown as CanvasRenderingContext2D,
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width: 300,
      height: 200,
    } as DOMRect);
    vi.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      nextFrame += 1;
      frames.set(nextFrame, callback);
      return nextFrame;
    });
    vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    vi.stubGlobal('devicePixelRatio', 3);
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({
        matches: reduced,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('is decorative: a hidden canvas, no role, no focus stop', async () => {
    const { container } = render(<ParticleBackground />);
    const canvas = container.querySelector('canvas')!;
    expect(canvas.parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(canvas).not.toHaveAttribute('tabindex');
    await expectNoAxeViolations(container);
  });

  it('renders an empty canvas on the server', () => {
    const html = renderToString(<ParticleBackground color="teal" />);
    expect(html).toMatch(/^<div [^>]*aria-hidden="true"[^>]*><canvas [^>]*><\/canvas><\/div>$/);
    expect(html).toContain('data-colour="teal"');
  });

  it('draws at most twice the CSS size, whatever the device pixel ratio', () => {
    const { container } = render(<ParticleBackground />);
    const canvas = container.querySelector('canvas')!;
    expect(canvas.width).toBe(600);
    expect(canvas.height).toBe(400);
    expect(ctx.setTransform).toHaveBeenCalledWith(2, 0, 0, 2, 0, 0);
  });

  it('animates frame after frame while on screen, 28 particles at medium density', () => {
    render(<ParticleBackground />);
    expect(frames.size).toBe(1);
    ctx.arc.mockClear();
    runFrames(16);
    runFrames(32);
    expect(ctx.arc).toHaveBeenCalledTimes(56);
    expect(frames.size).toBe(1);
  });

  it('stops its loop off-screen and resumes when back', () => {
    render(<ParticleBackground density="high" />);
    FakeIntersectionObserver.last?.report(false);
    expect(frames.size).toBe(0);
    FakeIntersectionObserver.last?.report(true);
    expect(frames.size).toBe(1);
  });

  it('stops its loop while the tab is hidden', () => {
    render(<ParticleBackground />);
    hidden = true;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(frames.size).toBe(0);
    hidden = false;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(frames.size).toBe(1);
  });

  it('draws one still frame under reduced motion', () => {
    reduced = true;
    render(<ParticleBackground density="low" />);
    expect(ctx.arc).toHaveBeenCalledTimes(16);
    expect(frames.size).toBe(0);
  });

  it('draws one still frame when autoPlay is off', () => {
    render(<ParticleBackground autoPlay={false} />);
    expect(ctx.arc).toHaveBeenCalledTimes(28);
    expect(frames.size).toBe(0);
  });

  it('never calls Math.random', () => {
    const random = vi.spyOn(Math, 'random');
    render(<ParticleBackground />);
    runFrames(16);
    expect(random).not.toHaveBeenCalled();
  });

  it('cleans up its loop, observers and listeners when unmounted', () => {
    const removeListener = vi.spyOn(document, 'removeEventListener');
    const { unmount } = render(<ParticleBackground />);
    unmount();
    expect(frames.size).toBe(0);
    expect(FakeIntersectionObserver.last?.disconnected).toBe(true);
    expect(removeListener).toHaveBeenCalledWith('visibilitychange', expect.any(Function));
  });
});
