import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  formatHeadersFile,
  headersFor,
  parseHeadersFile,
  siteHeaderRules,
  TAG_MANAGER_SOURCES,
} from './headers.js';

const origins = {
  connect: ['http://localhost:4010/api'],
  images: ['http://localhost:4010/covers/', 'https://img.example.com/proxy'],
  frames: ['https://www.youtube-nocookie.com'],
  forms: ['https://app.example.com'],
  https: false,
};

describe('contentSecurityPolicy', () => {
  it('allows scripts from this origin only: no inline, no eval', () => {
    const csp = contentSecurityPolicy(origins);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('lists each configured origin once, without paths', () => {
    const csp = contentSecurityPolicy(origins);
    expect(csp).toContain("img-src 'self' data: http://localhost:4010 https://img.example.com;");
    expect(csp).toContain("connect-src 'self' http://localhost:4010;");
    expect(csp).toContain("form-action 'self' https://app.example.com;");
  });

  it('drops configured values that are not URLs', () => {
    const csp = contentSecurityPolicy({ ...origins, connect: ['not a url', "'unsafe-eval'"] });
    expect(csp).toContain("connect-src 'self';");
  });
});

describe('contentSecurityPolicy with a tag manager', () => {
  const directive = (csp: string, name: string) =>
    csp
      .split('; ')
      .find((d) => d.startsWith(`${name} `))
      ?.split(' ')
      .slice(1) ?? [];

  it('adds exactly the tag manager’s sources to script, img and connect, and nothing else', () => {
    const strict = contentSecurityPolicy(origins);
    const widened = contentSecurityPolicy({ ...origins, tagManager: true });
    expect(directive(widened, 'script-src')).toEqual(["'self'", ...TAG_MANAGER_SOURCES.script]);
    expect(directive(widened, 'img-src')).toEqual([
      ...directive(strict, 'img-src'),
      ...TAG_MANAGER_SOURCES.img,
    ]);
    expect(directive(widened, 'connect-src')).toEqual([
      ...directive(strict, 'connect-src'),
      ...TAG_MANAGER_SOURCES.connect,
    ]);
    const others = (csp: string) =>
      csp.split('; ').filter((d) => !/^(script|img|connect)-src /.test(d));
    expect(others(widened)).toEqual(others(strict));
    expect(widened).not.toMatch(/unsafe-eval|'unsafe-inline'.*script|script-src[^;]*unsafe/);
  });

  it('stays as strict as without one when none is configured', () => {
    expect(contentSecurityPolicy({ ...origins, tagManager: false })).toBe(
      contentSecurityPolicy(origins),
    );
    expect(contentSecurityPolicy(origins)).not.toContain('google');
  });
});

describe('_headers round trip', () => {
  it('parses what it formats', () => {
    const rules = siteHeaderRules(origins);
    expect(parseHeadersFile(formatHeadersFile(rules))).toEqual(rules);
  });

  it('adds HSTS only when the site is on https', () => {
    const has = (https: boolean) =>
      siteHeaderRules({ ...origins, https })[0]?.headers.some(
        ([k]) => k === 'Strict-Transport-Security',
      );
    expect(has(true)).toBe(true);
    expect(has(false)).toBe(false);
  });

  it('applies matching rules, later ones winning', () => {
    const rules = parseHeadersFile(
      '/*\n  X-A: 1\n  Cache-Control: no-cache\n/assets/*\n  Cache-Control: immutable\n',
    );
    expect(headersFor(rules, '/assets/x.js').get('Cache-Control')).toBe('immutable');
    expect(headersFor(rules, '/es/').get('Cache-Control')).toBe('no-cache');
    expect(headersFor(rules, '/es/').get('X-A')).toBe('1');
  });
});

describe('contentSecurityPolicy with a site’s own additions (site.ts `csp`)', () => {
  const directive = (csp: string, name: string) =>
    csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

  it('adds each source to its directive only, with or without a tag manager', () => {
    for (const tagManager of [false, true]) {
      const csp = contentSecurityPolicy(
        { ...origins, tagManager },
        {
          script: ['https://cdn.pixel.test'],
          img: ['https://*.pixel.test'],
          connect: ['https://collect.pixel.test'],
          frame: ['https://player.pixel.test'],
        },
      );
      expect(directive(csp, 'script-src')).toContain(' https://cdn.pixel.test');
      expect(directive(csp, 'img-src')).toContain(' https://*.pixel.test');
      expect(directive(csp, 'connect-src')).toContain(' https://collect.pixel.test');
      expect(directive(csp, 'frame-src')).toContain(' https://player.pixel.test');
      expect(directive(csp, 'img-src')).not.toContain('cdn.pixel.test');
      expect(csp).not.toContain("'unsafe-eval'");
    }
  });

  it('allows eval only when the site names it (unsafeEval), in script-src alone', () => {
    const csp = contentSecurityPolicy(origins, { unsafeEval: true });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'unsafe-eval'");
    expect(csp.match(/'unsafe-eval'/g)).toHaveLength(1);
  });

  it('reaches the site’s header rules (the _headers file and the nginx block are written from them)', () => {
    const [all] = siteHeaderRules(origins, { img: ['https://pixel.test'] });
    const csp = all?.headers.find(([name]) => name === 'Content-Security-Policy')?.[1] ?? '';
    expect(directive(csp, 'img-src')).toContain(' https://pixel.test');
  });
});
