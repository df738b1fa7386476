/**
 * The particle field, framework-free: a seeded PRNG (never Math.random, so the server, stories and
 * screenshots see the same field), particles in typed arrays (no allocation per frame), a step
 * and a draw. Positions are fractions of the canvas so a resize never reshuffles the field.
 */

/** Particles per density; 40 at most, so a frame stays cheap on a mid-range phone. */
export const PARTICLE_DENSITIES = { low: 16, medium: 28, high: 40 } as const;
export type ParticleDensity = keyof typeof PARTICLE_DENSITIES;
export const MAX_PARTICLES = 40;

/** mulberry32: a tiny, fast, seeded PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The field: structure-of-arrays, positions and speeds in fractions of the canvas. */
export interface ParticleField {
  count: number;
  x: Float32Array;
  y: Float32Array;
  /** Speed in canvas widths/heights per second. */
  vx: Float32Array;
  vy: Float32Array;
  /** Radius in CSS pixels. */
  r: Float32Array;
  /** Opacity of each dot. */
  alpha: Float32Array;
}

/**
 * Creates a deterministic field.
 * @param count Number of particles, clamped to 0..40.
 * @param seed Seed of the PRNG; the same seed gives the same field.
 */
export function createParticleField(count: number, seed: number): ParticleField {
  const n = Math.max(0, Math.min(MAX_PARTICLES, Math.floor(count)));
  const random = mulberry32(seed);
  const field: ParticleField = {
    count: n,
    x: new Float32Array(n),
    y: new Float32Array(n),
    vx: new Float32Array(n),
    vy: new Float32Array(n),
    r: new Float32Array(n),
    alpha: new Float32Array(n),
  };
  for (let i = 0; i < n; i++) {
    field.x[i] = random();
    field.y[i] = random();
    const angle = random() * Math.PI * 2;
    const speed = 0.004 + random() * 0.012;
    field.vx[i] = Math.cos(angle) * speed;
    field.vy[i] = Math.sin(angle) * speed;
    field.r[i] = 1.2 + random() * 2.4;
    field.alpha[i] = 0.25 + random() * 0.45;
  }
  return field;
}

const wrap = (value: number): number => value - Math.floor(value);

/**
 * Moves every particle by its speed over `dt` seconds, wrapping at the edges. Allocation-free.
 * @param field The field, changed in place.
 * @param dt Elapsed seconds.
 */
export function stepParticleField(field: ParticleField, dt: number): void {
  for (let i = 0; i < field.count; i++) {
    field.x[i] = wrap(field.x[i]! + field.vx[i]! * dt);
    field.y[i] = wrap(field.y[i]! + field.vy[i]! * dt);
  }
}

/** The 2D context calls the field draws with. */
export type ParticleContext = Pick<
  CanvasRenderingContext2D,
  | 'clearRect'
  | 'beginPath'
  | 'arc'
  | 'fill'
  | 'moveTo'
  | 'lineTo'
  | 'stroke'
  | 'globalAlpha'
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
>;

/** Particles closer than this (CSS px) are joined by a faint line. */
const LINK_DISTANCE = 110;

/**
 * Draws the field: dots, and faint lines between near neighbours. Allocation-free: it sets only
 * numbers and the one colour string it is given.
 */
export function drawParticleField(
  ctx: ParticleContext,
  field: ParticleField,
  width: number,
  height: number,
  colour: string,
): void {
  ctx.clearRect(0, 0, width, height);
  ctx.fillStyle = colour;
  ctx.strokeStyle = colour;
  ctx.lineWidth = 1;
  const maxSquared = LINK_DISTANCE * LINK_DISTANCE;
  for (let i = 0; i < field.count; i++) {
    const xi = field.x[i]! * width;
    const yi = field.y[i]! * height;
    for (let j = i + 1; j < field.count; j++) {
      const dx = field.x[j]! * width - xi;
      const dy = field.y[j]! * height - yi;
      const squared = dx * dx + dy * dy;
      if (squared < maxSquared) {
        ctx.globalAlpha = 0.18 * (1 - squared / maxSquared);
        ctx.beginPath();
        ctx.moveTo(xi, yi);
        ctx.lineTo(xi + dx, yi + dy);
        ctx.stroke();
      }
    }
    ctx.globalAlpha = field.alpha[i]!;
    ctx.beginPath();
    ctx.arc(xi, yi, field.r[i]!, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.globalAlpha = 1;
}

/** Options of {@link runParticles}. */
export interface RunParticlesOptions {
  /** Number of particles (≤ 40). */
  count: number;
  /** PRNG seed. */
  seed: number;
  /** Animate; `false` draws one still frame. */
  animate: boolean;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Runs the field on a canvas until the returned cleanup is called. The rAF loop runs only while
 * the canvas is on screen (IntersectionObserver), the tab is visible and motion is allowed;
 * otherwise one still frame stays. The backing store follows the canvas size at a
 * devicePixelRatio capped at 2. The colour is the canvas's CSS `color` (a palette token).
 */
export function runParticles(
  canvas: HTMLCanvasElement,
  ctx: CanvasRenderingContext2D,
  { count, seed, animate }: RunParticlesOptions,
): () => void {
  const field = createParticleField(count, seed);
  const colour = getComputedStyle(canvas).color || 'currentColor';
  const motionQuery =
    typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null;
  let width = 0;
  let height = 0;
  let isOnScreen = true;
  let frame = 0;
  let last = 0;
  let isRunning = false;

  const draw = () => drawParticleField(ctx, field, width, height, colour);

  const tick = (now: number) => {
    // Long gaps (a throttled tab) are capped so particles never jump across the canvas.
    const dt = last === 0 ? 0 : Math.min((now - last) / 1000, 0.1);
    last = now;
    stepParticleField(field, dt);
    draw();
    frame = requestAnimationFrame(tick);
  };

  const update = () => {
    const shouldRun = animate && !motionQuery?.matches && isOnScreen && !document.hidden;
    if (shouldRun && !isRunning) {
      isRunning = true;
      last = 0;
      frame = requestAnimationFrame(tick);
    } else if (!shouldRun && isRunning) {
      isRunning = false;
      cancelAnimationFrame(frame);
    }
  };

  const resize = () => {
    const rect = canvas.getBoundingClientRect();
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    width = rect.width;
    height = rect.height;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    draw();
  };

  const resizeObserver = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resize);
  resizeObserver?.observe(canvas);
  const intersectionObserver =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver((entries) => {
          const entry = entries[entries.length - 1];
          if (entry) isOnScreen = entry.isIntersecting;
          update();
        });
  intersectionObserver?.observe(canvas);
  document.addEventListener('visibilitychange', update);
  motionQuery?.addEventListener('change', update);

  resize();
  update();

  return () => {
    isRunning = false;
    cancelAnimationFrame(frame);
    resizeObserver?.disconnect();
    intersectionObserver?.disconnect();
    document.removeEventListener('visibilitychange', update);
    motionQuery?.removeEventListener('change', update);
  };
}
