import { defineSiteVitestConfig } from '@landing/devkit/vitest';
import { site } from './site';

export default defineSiteVitestConfig({ localOrigin: site.localOrigin });
