import { defineSiteViteConfig } from '@landing/devkit/vite';
import { site } from './site';

// `pnpm dev` serves this site on its own port (site.ts).
export default defineSiteViteConfig({ devPort: site.ports.dev, localOrigin: site.localOrigin });
