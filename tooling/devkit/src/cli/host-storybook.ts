// Run after `storybook build` (packages/ui's build-storybook script): gives the built Storybook the
// host files every site gets (docs/ARCHITECTURE.md "URLs and deployment"), so designers get a URL
// on any host the sites deploy to: _headers, _redirects, a 404 page, the nginx block in
// packages/ui/deploy/ and the precompressed files.
import { appendFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { storybookHeaderRules } from '../headers.js';
import { writeHostFiles } from '../prerender.js';

const dir = resolve(process.argv[2] ?? 'storybook-static');
// Without a 404.html, Cloudflare Pages takes a folder for a single-page app and answers every
// unknown path with index.html and a 200; with one, a 404 (as nginx and the local server do).
await writeFile(
  join(dir, '404.html'),
  `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Not found</title>
<p>Nothing here. <a href="/">Open the design system</a>.</p>
`,
);
await writeHostFiles({ dir, name: 'storybook', headers: storybookHeaderRules(), pages: ['/'] });
// The manager loads the story frame by name, /iframe.html, which Cloudflare Pages would answer
// with a 308 to /iframe: a rewrite serves it where it is asked. Netlify, nginx and the local
// server find the file first and never reach the line.
await appendFile(join(dir, '_redirects'), '/iframe.html  /iframe  200\n');
console.log(`host files written for ${dir}`);
