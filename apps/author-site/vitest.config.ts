import { defineSiteVitestConfig } from '@landing/devkit/vitest';

export default defineSiteVitestConfig();
