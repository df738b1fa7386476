import { defineSiteViteConfig } from '@landing/devkit/vite';

// `pnpm dev` serves this site on :5174 (the ebook site's is :5173).
export default defineSiteViteConfig({ devPort: 5174 });
