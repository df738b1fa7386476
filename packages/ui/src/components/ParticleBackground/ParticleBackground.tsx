import { useEffect, useRef } from 'react';
import type { PaletteName } from '../../theme/tokens.js';
import { cx } from '../../utils/cx.js';
import * as styles from './ParticleBackground.css.js';
import { PARTICLE_DENSITIES, type ParticleDensity, runParticles } from './particles.js';

export interface ParticleBackgroundProps {
  /**
   * How many particles: `low` 16, `medium` 28, `high` 40.
   * @default 'medium'
   */
  density?: ParticleDensity;
  /**
   * Colour of the particles, a palette name of the theme.
   * @default 'violet'
   */
  color?: PaletteName;
  /**
   * Seed of the particle layout; the same seed draws the same field everywhere.
   * @default 1
   */
  seed?: number;
  /**
   * Animate. `false` draws one still frame, as reduced motion does: for stories and screenshots.
   * @default true
   */
  autoPlay?: boolean;
  /** Extra class name on the root element, for placement by the parent. */
  className?: string;
}

/**
 * The decorative animated particle background of the ebook landing (docs/PRODUCT.md §2.2 item 10).
 * A canvas absolutely positioned over its nearest positioned ancestor and behind its content
 * (`z-index: -1`: give that ancestor `position: relative; isolation: isolate`, as `Section`
 * has), `aria-hidden` and `pointer-events: none`. Drawing
 * starts in an effect; the server renders the empty canvas. The loop stops off-screen and in a
 * hidden tab, and stands still under reduced motion. An island: JSON props only.
 */
export function ParticleBackground({
  density = 'medium',
  color = 'violet',
  seed = 1,
  autoPlay = true,
  className,
}: ParticleBackgroundProps) {
  const ref = useRef<HTMLCanvasElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new palette class changes the CSS colour the run reads once.
  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    return runParticles(canvas, ctx, {
      count: PARTICLE_DENSITIES[density],
      seed,
      animate: autoPlay,
    });
  }, [density, seed, autoPlay, color]);

  return (
    <div
      className={cx(styles.root, styles.colour[color], className)}
      aria-hidden="true"
      data-colour={color}
    >
      <canvas ref={ref} className={styles.canvas} />
    </div>
  );
}
