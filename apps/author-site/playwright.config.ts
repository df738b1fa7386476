import { defineSiteTestConfig } from '@landing/devkit/playwright/config';

// The built site on :4274 and its own stub marketplace on :4311 (the other site's suite uses others).
export default defineSiteTestConfig({
  name: 'author-site',
  appDir: import.meta.dirname,
  sitePort: 4274,
  stubPort: 4311,
});
