import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  formatHeadersFile,
  headersFor,
  parseHeadersFile,
  siteHeaderRules,
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
