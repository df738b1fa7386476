import { defineSiteTestConfig } from '@landing/devkit/playwright/config';

// The built site on :4275 and its own stub marketplace on :4312 (the other sites' suites use others).
export default defineSiteTestConfig({
  name: 'example-site',
  appDir: import.meta.dirname,
  sitePort: 4275,
  stubPort: 4312,
});
