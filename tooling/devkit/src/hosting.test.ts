import { describe, expect, it } from 'vitest';
import {
  formatHeadersFile,
  GOOGLE_ADS_SOURCES,
  headersFor,
  parseHeadersFile,
  siteHeaderRules,
} from './headers.js';
import {
  formatRedirectsFile,
  hostingRules,
  nginxServerConfig,
  notFoundPageFor,
  pageFile,
  parseRedirectsFile,
  vercelOutputConfig,
} from './hosting.js';

const PAGES = [
  '/',
  '/es/',
  '/ebooks-ideas-generator',
  '/es/generador-de-ideas-para-ebooks',
  '/404',
  '/es/404',
];

describe('pageFile', () => {
  it('writes each page as the file static hosts serve at its URL without a redirect', () => {
    expect(PAGES.map(pageFile)).toEqual([
      'index.html',
      'es/index.html',
      'ebooks-ideas-generator.html',
      'es/generador-de-ideas-para-ebooks.html',
      '404.html',
      'es/404.html',
    ]);
  });
});

describe('hostingRules', () => {
  it('redirects the other form of every page once, to its one URL', () => {
    expect(hostingRules(PAGES).redirects).toEqual([
      { from: '/es', to: '/es/' },
      { from: '/ebooks-ideas-generator/', to: '/ebooks-ideas-generator' },
      { from: '/es/generador-de-ideas-para-ebooks/', to: '/es/generador-de-ideas-para-ebooks' },
    ]);
  });

  it('gives paths under /es/ the Spanish 404 page and every other path the English one', () => {
    const rules = hostingRules(PAGES);
    expect(notFoundPageFor(rules, '/es/falta')).toBe('es/404.html');
    expect(notFoundPageFor(rules, '/missing')).toBe('404.html');
    expect(notFoundPageFor(rules, '/estudio')).toBe('404.html');
  });
});

describe('_redirects', () => {
  it('lists the redirects as 301s and the Spanish 404 as a 404 rule', () => {
    const text = formatRedirectsFile(hostingRules(PAGES));
    expect(text.split('\n').filter((l) => l && !l.startsWith('#'))).toEqual([
      '/es  /es/  301',
      '/ebooks-ideas-generator/  /ebooks-ideas-generator  301',
      '/es/generador-de-ideas-para-ebooks/  /es/generador-de-ideas-para-ebooks  301',
      '/es/*  /es/404.html  404',
    ]);
  });

  it('reads back into the same rules', () => {
    const rules = hostingRules(PAGES);
    expect(parseRedirectsFile(formatRedirectsFile(rules))).toEqual({
      redirects: rules.redirects,
      notFound: rules.notFound.filter((r) => r.prefix !== '/'),
    });
  });
});

describe('the nginx server block', () => {
  const headers = siteHeaderRules({
    connect: ['https://api.example.com'],
    images: [],
    frames: [],
    forms: [],
    https: true,
  });
  const conf = nginxServerConfig({
    name: 'ebook-site',
    rules: hostingRules(PAGES),
    headers,
    root: '/srv/ebook-site',
  });

  it('answers each redirect of _redirects with a 301 that keeps the query', () => {
    // With the site's headers before the return (the deploy suite checks them on the answer).
    expect(conf).toMatch(
      /location = \/ebooks-ideas-generator\/ \{\n( {4}add_header [^\n]+\n)+ {4}return 301 \/ebooks-ideas-generator\$is_args\$args;/,
    );
    expect(conf).toMatch(
      /location = \/es \{\n( {4}add_header [^\n]+\n)+ {4}return 301 \/es\/\$is_args\$args;/,
    );
  });

  it('serves /x from x.html and /es/ from es/index.html, never by a directory redirect', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: nginx's own syntax, not a template.
    expect(conf).toContain('try_files $uri $uri.html ${uri}index.html =404;');
    expect(conf).not.toMatch(/try_files[^;]*\$uri\/[ ;]/);
    expect(conf).toContain('absolute_redirect off;');
  });

  it('sends every header of _headers, quoted, on every answer', () => {
    for (const [key, value] of headers.flatMap((r) => r.headers)) {
      expect(conf).toContain(`add_header ${key} "${value}" always;`);
    }
  });

  it('serves the Spanish 404 page under /es/ and the precompressed files', () => {
    expect(conf).toMatch(/location \/es\/ \{\n {4}error_page 404 \/es\/404\.html;/);
    expect(conf).toContain('error_page 404 /404.html;');
    expect(conf).toContain('brotli_static on;');
    expect(conf).toContain('gzip_static on;');
  });

  it('listens where it is told', () => {
    const preview = nginxServerConfig({
      name: 'ebook-site',
      rules: hostingRules(PAGES),
      headers,
      root: '/tmp/dist',
      listen: '127.0.0.1:4173',
    });
    expect(preview).toContain('listen 127.0.0.1:4173;');
    expect(preview).toContain('root /tmp/dist;');
  });
});

describe("Google Ads' hosts, in every host's configuration only when a site turns marketing on", () => {
  const origins = { connect: [], images: [], frames: [], forms: [], tagManager: true, https: true };
  /** The Content-Security-Policy each host sends for the home page, as its own file says it. */
  const policies = (marketing: boolean, tagManager = true) => {
    const headers = siteHeaderRules({ ...origins, tagManager }, {}, marketing);
    const rules = hostingRules(PAGES);
    const nginx = nginxServerConfig({
      name: 'ebook-site',
      rules,
      headers,
      root: '/srv/ebook-site',
    });
    const vercel = vercelOutputConfig({ rules, headers, pages: PAGES }).routes.find(
      (r) => 'headers' in r && r.headers && 'Content-Security-Policy' in r.headers,
    );
    return {
      _headers: headersFor(parseHeadersFile(formatHeadersFile(headers)), '/').get(
        'Content-Security-Policy',
      ),
      nginx: nginx.match(/add_header Content-Security-Policy "([^"]+)"/)?.[1],
      vercel:
        vercel && 'headers' in vercel ? vercel.headers?.['Content-Security-Policy'] : undefined,
    };
  };
  const sourcesOf = (policy: string | undefined, directive: string) =>
    policy
      ?.split('; ')
      .find((d) => d.startsWith(`${directive} `))
      ?.split(' ')
      .slice(1) ?? [];
  const DIRECTIVES = {
    script: 'script-src',
    img: 'img-src',
    connect: 'connect-src',
    frame: 'frame-src',
  } as const;

  it('lists each host Google names for Ads tags in its directive of _headers, nginx and Vercel', () => {
    for (const [host, policy] of Object.entries(policies(true))) {
      for (const [key, directive] of Object.entries(DIRECTIVES)) {
        const sources = sourcesOf(policy, directive);
        for (const source of GOOGLE_ADS_SOURCES[key as keyof typeof DIRECTIVES]) {
          expect(sources, `${host} ${directive}`).toContain(source);
        }
      }
    }
  });

  it('lists none of them with marketing off, nor without a container to load the tags', () => {
    const ads = new Set(Object.values(GOOGLE_ADS_SOURCES).flat());
    for (const off of [policies(false), policies(true, false)]) {
      for (const [host, policy] of Object.entries(off)) {
        expect(policy, host).toBeDefined();
        const listed = Object.values(DIRECTIVES).flatMap((d) => sourcesOf(policy, d));
        expect(
          listed.filter((source) => ads.has(source as never)),
          host,
        ).toEqual([]);
      }
    }
  });
});
