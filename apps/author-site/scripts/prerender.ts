// Build step 3 of 3: write every route of the table as complete HTML into dist/.
import { join } from 'node:path';
import { prerenderApp } from '@landing/devkit/prerender';

const written = await prerenderApp(join(import.meta.dirname, '..'));
console.log(`prerendered ${written.length} pages`);
