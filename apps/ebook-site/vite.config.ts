import { defineSiteViteConfig } from '@landing/devkit/vite';
import { site } from './site';

// `pnpm dev` serves this site on its own port (site.ts); its landings fetch the gallery's module
// with the page (site.ts `preloads`).
export default defineSiteViteConfig({
  devPort: site.ports.dev,
  localOrigin: site.localOrigin,
  preloads: site.preloads,
});
