// Run after `storybook build` (packages/ui's build-storybook script): gives the built Storybook the
// host files every site gets (docs/ARCHITECTURE.md "URLs and deployment"), so designers get a URL
// on any host the sites deploy to: _headers, _redirects (none needed: one page), the nginx block
// in packages/ui/deploy/ and the precompressed files.
import { resolve } from 'node:path';
import { storybookHeaderRules } from '../headers.js';
import { writeHostFiles } from '../prerender.js';

const dir = resolve(process.argv[2] ?? 'storybook-static');
await writeHostFiles({ dir, name: 'storybook', headers: storybookHeaderRules(), pages: ['/'] });
console.log(`host files written for ${dir}`);
