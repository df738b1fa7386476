import { defineSiteViteConfig } from '@landing/devkit/vite';

// `pnpm dev` serves this site on :5173 (the author site's is :5174).
export default defineSiteViteConfig({ devPort: 5173 });
