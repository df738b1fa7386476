import { describe, expect, it } from 'vitest';
import { cspProblems, defineSite } from './site.js';

const site = {
  id: 'example',
  title: 'Example site',
  ports: { start: 4175, dev: 5175, e2e: { site: 4275, stub: 4312 } },
  budgets: {},
} as const;

describe('a site’s CSP additions', () => {
  it('takes https origins and every subdomain of one', () => {
    expect(
      cspProblems({
        img: ['https://pixel.landing.test', 'https://*.cdn.landing.test:8443'],
        script: ['https://www.googleadservices.com'],
      }),
    ).toEqual([]);
  });

  it.each([
    ['http://pixel.landing.test', 'img'],
    ["'unsafe-eval'", 'script'],
    ["'unsafe-inline'", 'script'],
    ['https://pixel.landing.test/path', 'connect'],
    ['https://*', 'frame'],
    ['data:', 'img'],
  ] as const)('refuses %s in %s, naming the file', (source, directive) => {
    expect(() => defineSite({ ...site, csp: { [directive]: [source] } })).toThrow(
      `apps/example-site/site.ts: csp.${directive}: "${source}" is not an https origin`,
    );
  });
});

describe('a site’s marketing setting', () => {
  it('is off unless the site turns it on, so no site allows ad hosts by default', () => {
    expect(defineSite(site).marketing).toBe(false);
    expect(defineSite({ ...site, marketing: true }).marketing).toBe(true);
  });
});
