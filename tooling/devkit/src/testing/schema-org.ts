import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * schema.org's vocabulary, read from `schema-dts` (the typings Google generates from schema.org's
 * own release): for each type, the properties it has, its own and inherited. Enough to check that
 * a JSON-LD block uses only real types and, on each, only that type's properties.
 */
interface Vocabulary {
  /** Type name (`Organization`) → every property it may carry. */
  properties: Map<string, Set<string>>;
}

let vocabulary: Vocabulary | undefined;

function load(): Vocabulary {
  if (vocabulary) return vocabulary;
  const pkg = createRequire(import.meta.url).resolve('schema-dts/package.json');
  const source = readFileSync(join(dirname(pkg), 'dist/schema.d.ts'), 'utf8');
  const parents = new Map<string, string[]>();
  const own = new Map<string, string[]>();
  const leaves = new Map<string, string>();
  for (const match of source.matchAll(
    /^(?:export )?interface (\w+)(?: extends ([^{]+))? \{\n([\s\S]*?)^\}/gm,
  )) {
    const [, name, extended, body] = match as unknown as [
      string,
      string,
      string | undefined,
      string,
    ];
    // `extends ThingBase, Partial<IdReference>`: the named bases; a generic wrapper adds no property.
    parents.set(name, extended ? extended.split(',').map((s) => s.trim()) : []);
    own.set(
      name,
      [...body.matchAll(/^ {4}"([^"]+)"\??:/gm)].map((m) => m[1]!),
    );
    const type = /^ {4}"@type": "(\w+)";/m.exec(body)?.[1];
    if (type) leaves.set(type, name);
  }
  const all = (name: string, into: Set<string>): Set<string> => {
    for (const property of own.get(name) ?? []) into.add(property);
    for (const parent of parents.get(name) ?? []) all(parent, into);
    return into;
  };
  const properties = new Map<string, Set<string>>();
  for (const [type, leaf] of leaves) properties.set(type, all(leaf, new Set()));
  vocabulary = { properties };
  return vocabulary;
}

/**
 * What is wrong with one JSON-LD node and the typed nodes inside it, against schema.org: an
 * unknown `@type`, or a property its type does not have. Empty when it is valid.
 */
export function schemaOrgProblems(node: unknown, path = '$'): string[] {
  if (Array.isArray(node))
    return node.flatMap((item, i) => schemaOrgProblems(item, `${path}[${i}]`));
  if (node === null || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  const problems: string[] = [];
  const type = record['@type'];
  if (typeof type === 'string') {
    const allowed = load().properties.get(type);
    if (!allowed) problems.push(`${path}: "${type}" is not a schema.org type`);
    for (const key of Object.keys(record)) {
      if (key.startsWith('@') || !allowed || allowed.has(key)) continue;
      problems.push(`${path}: ${type} has no property "${key}"`);
    }
  }
  for (const [key, value] of Object.entries(record)) {
    problems.push(...schemaOrgProblems(value, `${path}.${key}`));
  }
  return problems;
}
