export { ParticleBackground, type ParticleBackgroundProps } from './ParticleBackground.js';
export {
  createParticleField,
  MAX_PARTICLES,
  mulberry32,
  PARTICLE_DENSITIES,
  type ParticleDensity,
} from './particles.js';
