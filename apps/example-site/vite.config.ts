import { defineSiteViteConfig } from '@landing/devkit/vite';

// `pnpm dev` serves this site on :5175 (the ebook and author sites use :5173 and :5174).
export default defineSiteViteConfig({ devPort: 5175 });
