// `npm run preview:cloudflare`: the built sites through Cloudflare's local Pages runtime,
// `wrangler pages dev` (../cloudflare.ts), reading the files the build wrote (_redirects,
// _headers), as ../preview.ts describes.
import { startPagesDev } from '../cloudflare.js';
import { portFromEnv } from '../lifecycle.js';
import { runPreview } from '../preview.js';

await runPreview({
  runtime: 'wrangler pages dev',
  heading:
    "Through Cloudflare's local Pages runtime (wrangler pages dev), from dist/ with its _headers and _redirects",
  start: (sites) => {
    // workerd's DevTools ports: INSPECTOR_PORT and the ones after it, one per site.
    const inspectorBase = portFromEnv('INSPECTOR_PORT', 9229);
    return startPagesDev(sites.map((site, i) => ({ ...site, inspectorPort: inspectorBase + i })));
  },
});
