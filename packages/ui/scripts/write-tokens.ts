// `pnpm --filter @landing/ui run tokens`: writes design.tokens.json, the tokens in the Design
// Tokens Community Group format for design tools (src/theme/design-tokens.ts says what is in it).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { designTokens } from '../src/theme/design-tokens';

const file = join(import.meta.dirname, '..', 'design.tokens.json');
writeFileSync(file, `${JSON.stringify(designTokens(), null, 2)}\n`);
console.log(`wrote ${file}`);
