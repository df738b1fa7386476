import { expect, request as http, test } from '@playwright/test';
import { deployTable, expectedOn, storybookTable } from './table.js';
import { PRODUCT_SITES, SITE_DIRS, servedSites } from './targets.js';

// The table is the same for every target: read it once per site from what the build wrote.
const sites = [
  ...PRODUCT_SITES.map((site) => ({ name: site.name, cases: deployTable(SITE_DIRS[site.name]!) })),
  { name: 'storybook', cases: storybookTable(SITE_DIRS.storybook!) },
];

for (const site of sites) {
  test.describe(site.name, () => {
    for (const row of site.cases) {
      test(row.title, async () => {
        const target = test.info().project.name;
        // The row's answer, or this target's documented difference from it (table.ts `hosts`).
        const c = expectedOn(row, target);
        const { origin } = servedSites(target).find((s) => s.name === site.name)!;
        // Playwright's client decodes bodies itself; the raw header still says what was sent.
        const client = await http.newContext({ baseURL: origin });
        const res = await client.get(c.path, { headers: c.headers, maxRedirects: 0 });
        expect(res.status(), c.path).toBe(c.status);
        const headers = res.headers();
        if (c.location !== undefined) expect(headers.location).toBe(c.location);
        else expect(headers.location).toBeUndefined();
        if (c.lang) expect(await res.text()).toMatch(new RegExp(`<html lang="${c.lang}"`));
        if (c.bodyExcludes) expect(await res.text()).not.toContain(c.bodyExcludes);
        if (c.encoding === 'br' || c.encoding === 'gzip') {
          expect(headers['content-encoding']).toBe(c.encoding);
        }
        if (c.encoding === 'identity') expect(headers['content-encoding']).toBeUndefined();
        if (c.cacheControl) expect(headers['cache-control']).toBe(c.cacheControl);
        if (c.contentType) expect(headers['content-type']).toMatch(new RegExp(`^${c.contentType}`));
        for (const [name, value] of Object.entries(c.exactHeaders ?? {})) {
          expect(headers[name.toLowerCase()], name).toBe(value);
        }
        await client.dispose();
      });
    }
  });
}
