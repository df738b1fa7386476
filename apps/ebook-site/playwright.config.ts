import { defineSiteTestConfig } from '@landing/devkit/playwright/config';

// The built site on :4273 and its own stub marketplace on :4310 (the other site's suite uses others).
export default defineSiteTestConfig({
  name: 'ebook-site',
  appDir: import.meta.dirname,
  sitePort: 4273,
  stubPort: 4310,
});
