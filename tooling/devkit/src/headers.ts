/**
 * Security and caching headers in the `_headers` format CDNs read (Netlify, Cloudflare Pages), so
 * the same file configures the local production server and a real deployment.
 */
import type { SecurityOrigins } from '@landing/site-config/ssr';
import type { SiteCsp } from './site.js';
export interface HeaderRule {
  /** A path pattern; `*` matches any run of characters. */
  pattern: string;
  headers: Array<[string, string]>;
}

/**
 * What Google Tag Manager and the Google Analytics 4 tag it loads need, per directive
 * (developers.google.com/tag-platform/security/guides/csp). The container script is injected by
 * our own module, so no inline script and no nonce are needed.
 */
export const TAG_MANAGER_SOURCES = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
} as const;

/**
 * What Google Ads conversion, remarketing and Conversion Linker tags and the Ads user data beacon
 * need, per directive (the "Google Ads" sections of the same guide), for a site whose `marketing`
 * is on. The guide also lists `https://www.google.<TLD>`, the visitor's country's Google domain,
 * for images and connections; a policy takes no wildcard there, so a site lists the ones it wants
 * in its `csp` (README.md "Analytics and consent (for marketers)").
 */
export const GOOGLE_ADS_SOURCES = {
  script: [
    'https://www.googleadservices.com',
    'https://www.google.com',
    'https://www.googletagmanager.com',
    'https://pagead2.googlesyndication.com',
    'https://googleads.g.doubleclick.net',
  ],
  img: [
    'https://www.googletagmanager.com',
    'https://googleads.g.doubleclick.net',
    'https://www.google.com',
    'https://pagead2.googlesyndication.com',
    'https://www.googleadservices.com',
    'https://google.com',
  ],
  connect: [
    'https://pagead2.googlesyndication.com',
    'https://www.googleadservices.com',
    'https://googleads.g.doubleclick.net',
    'https://www.google.com',
    'https://google.com',
  ],
  frame: ['https://www.googletagmanager.com'],
} as const;

/** The directives a tag's hosts go into. */
type TagDirective = keyof typeof GOOGLE_ADS_SOURCES;

const origin = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

const unique = (urls: string[]): string =>
  [...new Set(urls.map(origin).filter((o): o is string => o !== null))].join(' ');

/**
 * The Content-Security-Policy: no inline or eval'd script; island props are JSON, not script. A
 * configured tag manager widens it by exactly {@link TAG_MANAGER_SOURCES}, and by
 * {@link GOOGLE_ADS_SOURCES} too when the site turns `marketing` on; the site's own additions
 * (`csp` in its definition, already checked to be https origins) by theirs.
 */
export function contentSecurityPolicy(
  o: SecurityOrigins,
  csp: SiteCsp = {},
  marketing = false,
): string {
  const tags = (directive: TagDirective) => {
    const sources = [
      ...(o.tagManager && directive !== 'frame' ? TAG_MANAGER_SOURCES[directive] : []),
      ...(o.tagManager && marketing ? GOOGLE_ADS_SOURCES[directive] : []),
      ...(csp[directive] ?? []),
    ];
    return [...new Set(sources)].map((source) => ` ${source}`).join('');
  };
  return [
    "default-src 'self'",
    `script-src 'self'${csp.unsafeEval ? " 'unsafe-eval'" : ''}${tags('script')}`,
    // Inline style attributes carry data-driven colours (template swatches); no inline script.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${unique(o.images)}`.trim() + tags('img'),
    "font-src 'self'",
    `connect-src 'self' ${unique(o.connect)}`.trim() + tags('connect'),
    `frame-src ${unique(o.frames)}`.trim() + tags('frame'),
    `form-action 'self' ${unique(o.forms)}`.trim(),
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The header rules every built site ships with, its definition's CSP additions included, and
 * Google Ads' hosts when it turns `marketing` on.
 */
export function siteHeaderRules(
  o: SecurityOrigins,
  csp: SiteCsp = {},
  marketing = false,
): HeaderRule[] {
  const security: Array<[string, string]> = [
    ['Content-Security-Policy', contentSecurityPolicy(o, csp, marketing)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
  if (o.https) {
    security.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  }
  return [
    { pattern: '/*', headers: security },
    // Vite's hashed file names change with content, so they can be cached forever.
    { pattern: '/assets/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] },
  ];
}

/**
 * The header rules of the built Storybook, the designers' site: the same hygiene as the product
 * sites and immutable hashed assets, but framed by itself (`SAMEORIGIN`: every story renders in an
 * iframe of the manager) and no Content-Security-Policy (Storybook's pages carry inline scripts).
 */
export function storybookHeaderRules(): HeaderRule[] {
  return [
    {
      pattern: '/*',
      headers: [
        ['X-Content-Type-Options', 'nosniff'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ['X-Frame-Options', 'SAMEORIGIN'],
        ['X-Robots-Tag', 'noindex'],
      ],
    },
    { pattern: '/assets/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] },
  ];
}

/** Serialises rules to the `_headers` text format. */
export function formatHeadersFile(rules: HeaderRule[]): string {
  return `${rules
    .map((r) => [r.pattern, ...r.headers.map(([k, v]) => `  ${k}: ${v}`)].join('\n'))
    .join('\n')}\n`;
}

/** Parses the `_headers` text format; unknown lines are ignored. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const current = rules.at(-1);
    const colon = line.indexOf(':');
    if (current && colon > 0) {
      current.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

/** Headers of every rule whose pattern matches the path, later rules winning. */
export function headersFor(rules: HeaderRule[], pathname: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const rule of rules) {
    const re = new RegExp(
      `^${rule.pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`,
    );
    if (re.test(pathname)) for (const [k, v] of rule.headers) out.set(k, v);
  }
  return out;
}
