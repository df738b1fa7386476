// `landing sites`: every site's definition (apps/*/site.ts) as JSON, for the run script, which is
// plain JavaScript and reads them this way (scripts/suites.mjs).
import { loadSites } from '../sites.js';

process.stdout.write(`${JSON.stringify(await loadSites())}\n`);
