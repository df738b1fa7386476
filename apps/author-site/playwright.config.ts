import { defineSiteTestConfig } from '@landing/devkit/playwright/config';
import { site } from './site';

// The built site and its own stub marketplace on the suite's ports (site.ts), apart from the other
// sites' suites, and its pseudo-locale build's.
export default defineSiteTestConfig({
  name: site.name,
  appDir: import.meta.dirname,
  sitePort: site.ports.e2e.site,
  stubPort: site.ports.e2e.stub,
  pseudoPort: site.ports.e2e.pseudo,
});
