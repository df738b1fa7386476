// `landing new-site <id> [title]`: a new site made from the example site (../new-site.ts), as
// `npm run new-site -- <id>` runs it, which then installs the new package and formats the files.
import { join } from 'node:path';
import { createSite } from '../new-site.js';
import { loadSites } from '../sites.js';

const [id, ...title] = process.argv.slice(2);
if (!id) {
  console.error('usage: npm run new-site -- <id> [title]   (an id such as "courses")');
  process.exit(2);
}
try {
  const made = createSite(
    join(import.meta.dirname, '../../../..'),
    await loadSites(),
    id,
    title.join(' ') || undefined,
  );
  process.stdout.write(`${JSON.stringify(made)}\n`);
} catch (error) {
  console.error(`✗ new-site: ${(error as Error).message}`);
  process.exit(1);
}
