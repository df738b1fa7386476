import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { SiteDefinition } from './site.js';

/**
 * `npm run new-site -- <id>` (docs/CONTRIBUTING.md "Add a site"): a new site made from the example
 * site, `apps/example-site`, whose files read everything per site from their definition
 * (`site.id`, `site.localOrigin`). The app is copied and its definition given the new id, title
 * and free ports; the content package gets the site's routes (a home page and the 404), and in
 * each language a copy of the example's own words, SEO entries and header and footer links under
 * the new id. What is left is the site's own: its copy, its pages, its budgets.
 */

/** The template every new site starts from. */
export const TEMPLATE = 'example';

/** An id is a TypeScript property name and the start of an environment variable (`<ID>_PORT`). */
const ID = /^[a-z][a-z0-9]{1,19}$/;

/** What the app's copy leaves out: build output, installs, and what only the example has. */
const SKIP = new Set([
  'node_modules',
  'dist',
  'dist-pseudo',
  'deploy',
  '.turbo',
  'test-results',
  // The example's stand-in Tag Manager container and its test: a team sets its own (README.md).
  '.env',
  'tag-manager.spec.ts',
]);

export interface NewSite {
  id: string;
  title: string;
  /** Files created and edited, relative to the repository. */
  created: string[];
  edited: string[];
}

/** The lowest port above every port in use that is not itself in use. */
function nextPort(used: Set<number>, from: number): number {
  let port = from + 1;
  while (used.has(port)) port += 1;
  used.add(port);
  return port;
}

/** The ports of a new site: each kind one above the highest of its kind, none already taken. */
export function freePorts(sites: readonly SiteDefinition[]): SiteDefinition['ports'] {
  const used = new Set(
    sites.flatMap(({ ports }) => [
      ports.start,
      ports.dev,
      ports.e2e.site,
      ports.e2e.stub,
      ...(ports.e2e.pseudo ? [ports.e2e.pseudo] : []),
    ]),
  );
  const highest = (pick: (site: SiteDefinition) => number[]) => Math.max(...sites.flatMap(pick));
  return {
    start: nextPort(
      used,
      highest((s) => [s.ports.start]),
    ),
    dev: nextPort(
      used,
      highest((s) => [s.ports.dev]),
    ),
    e2e: {
      site: nextPort(
        used,
        highest((s) => [s.ports.e2e.site, s.ports.e2e.pseudo ?? 0]),
      ),
      stub: nextPort(
        used,
        highest((s) => [s.ports.e2e.stub]),
      ),
    },
  };
}

/**
 * The end of the value that starts at `open` (a `{` or `[`): the index just past its matching
 * bracket, skipping brackets inside string literals and comments.
 */
export function valueEnd(source: string, open: number): number {
  let depth = 0;
  for (let i = open; i < source.length; i += 1) {
    const char = source[i];
    if (char === "'" || char === '"' || char === '`') {
      for (i += 1; i < source.length && source[i] !== char; i += 1) if (source[i] === '\\') i += 1;
    } else if (char === '/' && source[i + 1] === '/') {
      i = source.indexOf('\n', i);
      if (i === -1) break;
    } else if (char === '{' || char === '[') depth += 1;
    else if (char === '}' || char === ']') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  throw new Error(`unbalanced brackets from offset ${open}`);
}

/**
 * Every property `<from>: {…}` or `<from>: […]` of a module gets a sibling `<to>:` right after it,
 * holding the same value: a site's entries in the objects keyed by site id.
 */
export function duplicateKeyed(source: string, from: string, to: string): string {
  const property = new RegExp(`^([ \\t]*)${from}: ([[{])`, 'gm');
  let out = '';
  let last = 0;
  for (const match of source.matchAll(property)) {
    const open = match.index + match[0].length - 1;
    const end = valueEnd(source, open);
    const comma = source[end] === ',' ? 1 : 0;
    out += source.slice(last, end + comma);
    out += `${comma ? '' : ','}\n${match[1]}${to}: ${source.slice(open, end)}${comma ? ',' : ''}`;
    last = end + comma;
  }
  if (last === 0) throw new Error(`no "${from}:" entry to copy`);
  return out + source.slice(last);
}

/** Every file of a folder, relative to it, without what `SKIP` names. */
function filesOf(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesOf(path, base) : [relative(base, path)];
  });
}

/**
 * Creates the site `id` in the repository at `root`: see the module comment. Throws, having
 * written nothing, on an id that is taken or not an id, or on a template file it cannot change.
 */
export function createSite(
  root: string,
  sites: readonly SiteDefinition[],
  id: string,
  title = `${id[0]?.toUpperCase()}${id.slice(1)} site`,
): NewSite {
  if (!ID.test(id)) {
    throw new Error(
      `"${id}" is not a site id: 2 to 20 lowercase letters and digits, starting with a letter`,
    );
  }
  const app = join(root, 'apps', `${id}-site`);
  if (sites.some((site) => site.id === id) || existsSync(app)) {
    throw new Error(`the site "${id}" exists already (apps/${id}-site)`);
  }
  // Every file is changed in memory first and written at the end, so a template that no longer
  // matches leaves the repository as it was.
  const staged = new Map<string, string>();
  const created: string[] = [];
  const edited: string[] = [];
  const read = (path: string) => staged.get(path) ?? readFileSync(path, 'utf8');
  const create = (path: string, text: string) => {
    staged.set(path, text);
    created.push(relative(root, path));
  };
  const edit = (path: string, change: (source: string) => string) => {
    staged.set(path, change(read(path)));
    const file = relative(root, path);
    if (!created.includes(file) && !edited.includes(file)) edited.push(file);
  };
  const fail = (file: string, find: string | RegExp) => {
    throw new Error(`${relative(root, file)}: found no ${String(find)} to change`);
  };
  /** Replaces one exact piece of a file, or fails naming it: the scaffold never guesses. */
  const change = (file: string, find: string | RegExp, replacement: string) =>
    edit(file, (source) => {
      const next = source.replace(find, replacement);
      return next === source ? fail(file, find) : next;
    });

  // The app: the example's files, its definition given the new id, title and ports.
  const template = join(root, 'apps', `${TEMPLATE}-site`);
  for (const file of filesOf(template)) {
    create(
      join(app, file),
      readFileSync(join(template, file), 'utf8')
        .replaceAll('The example site', 'This site')
        .replaceAll('the example site', 'this site'),
    );
  }
  const ports = freePorts(sites);
  const definition = join(app, 'site.ts');
  change(definition, /\/\*\*[\s\S]*?\*\/\n/, `/** ${title} (made by \`npm run new-site\`). */\n`);
  change(definition, `id: '${TEMPLATE}'`, `id: '${id}'`);
  change(definition, /title: '[^']*'/, `title: '${title.replaceAll("'", "\\'")}'`);
  change(
    definition,
    /ports: \{[^\n]*\},\n/,
    `ports: { start: ${ports.start}, dev: ${ports.dev}, e2e: { site: ${ports.e2e.site}, stub: ${ports.e2e.stub} } },\n`,
  );
  change(
    join(app, 'package.json'),
    `"name": "@landing/${TEMPLATE}-site"`,
    `"name": "@landing/${id}-site"`,
  );
  // Nor the pixel origin the example's container test allows.
  change(definition, /\n[ \t]*\/\/[^\n]*\n[ \t]*csp: \{[^\n]*\},/, '');
  // Without the example's container, its checks run without one.
  change(join(app, 'e2e', 'site.spec.ts'), /\n[ \t]*\/\/[^\n]*\n[ \t]*tagManager: true,/, '');

  // The content: its routes, and in every language its words, SEO entries and links.
  const content = join(root, 'packages', 'content', 'src');
  const routes = join(content, 'routes.ts');
  change(routes, /(export const SITES = \[[^\]]*)\] as const;/, `$1, '${id}'] as const;`);
  change(
    routes,
    /(export const ROUTES[\s\S]*?)\n\];/,
    `$1\n  home('${id}'),\n  notFound('${id}'),\n];`,
  );
  // Every language of the table has its folder of copy; read from disk, so this runs before a build.
  const locales = readdirSync(join(content, 'locales'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  for (const locale of locales) {
    const dir = join(content, 'locales', locale);
    const words = join(dir, `${id}.ts`);
    create(words, read(join(dir, `${TEMPLATE}.ts`)));
    change(
      words,
      /\/\*\*[\s\S]*?\*\/\n/,
      `/** ${title}: its own words, to be written (a copy of the example site's). */\n`,
    );
    change(words, new RegExp(`export const ${TEMPLATE}\\b`), `export const ${id}`);
    edit(words, (source) => source.replaceAll(`Messages['${TEMPLATE}']`, `Messages['${id}']`));
    const index = join(dir, 'index.ts');
    change(
      index,
      `import { ${TEMPLATE} } from './${TEMPLATE}.js';\n`,
      `import { ${TEMPLATE} } from './${TEMPLATE}.js';\nimport { ${id} } from './${id}.js';\n`,
    );
    change(index, new RegExp(`(\\b${TEMPLATE},)`), `$1 ${id},`);
    // Its SEO entries and its header and footer links.
    edit(join(dir, 'seo.ts'), (source) => duplicateKeyed(source, TEMPLATE, id));
    edit(join(dir, 'common.ts'), (source) => duplicateKeyed(source, TEMPLATE, id));
  }
  for (const [path, text] of staged) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  return { id, title, created, edited };
}
