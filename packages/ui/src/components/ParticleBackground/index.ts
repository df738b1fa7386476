export { ParticleBackground, type ParticleBackgroundProps } from './ParticleBackground.js';
export type { ParticleDensity } from './particles.js';
