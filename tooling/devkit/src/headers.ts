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
 * configured tag manager widens it by exactly {@link TAG_MANAGER_SOURCES}, and the site's own
 * additions (`csp` in its definition, already checked to be https origins) by theirs.
 */
export function contentSecurityPolicy(o: SecurityOrigins, csp: SiteCsp = {}): string {
  const added = (list: readonly string[] | undefined) =>
    (list ?? []).map((source) => ` ${source}`).join('');
  const tags = (directive: keyof typeof TAG_MANAGER_SOURCES) =>
    (o.tagManager ? added(TAG_MANAGER_SOURCES[directive]) : '') +
    added(directive === 'script' ? csp.script : directive === 'img' ? csp.img : csp.connect);
  return [
    "default-src 'self'",
    `script-src 'self'${csp.unsafeEval ? " 'unsafe-eval'" : ''}${tags('script')}`,
    // Inline style attributes carry data-driven colours (template swatches); no inline script.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${unique(o.images)}`.trim() + tags('img'),
    "font-src 'self'",
    `connect-src 'self' ${unique(o.connect)}`.trim() + tags('connect'),
    `frame-src ${unique(o.frames)}${added(csp.frame)}`.trim(),
    `form-action 'self' ${unique(o.forms)}`.trim(),
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The header rules every built site ships with, its definition's CSP additions included. */
export function siteHeaderRules(o: SecurityOrigins, csp: SiteCsp = {}): HeaderRule[] {
  const security: Array<[string, string]> = [
    ['Content-Security-Policy', contentSecurityPolicy(o, csp)],
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
