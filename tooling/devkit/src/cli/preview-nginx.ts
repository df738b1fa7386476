// `npm run preview:nginx`: the built sites through Debian's nginx, configured from the files the
// build wrote (_redirects, _headers; ../nginx.ts), as ../preview.ts describes.
import { startNginx } from '../nginx.js';
import { runPreview } from '../preview.js';

await runPreview({
  runtime: 'nginx',
  heading: 'Through nginx, configured as a deploy is (apps/*/deploy/nginx.conf)',
  start: (sites) => startNginx(sites),
});
