import { defineSiteTestConfig } from '@landing/devkit/playwright/config';

// The built site on :4274, its own stub marketplace on :4311 (the other site's suite uses others)
// and its pseudo-locale build on :4276.
export default defineSiteTestConfig({
  name: 'author-site',
  appDir: import.meta.dirname,
  sitePort: 4274,
  stubPort: 4311,
  pseudoPort: 4276,
});
