import { describe, expect, expectTypeOf, it } from 'vitest';
import { COVER_TEMPLATES, type CoverTemplate, type CoverTemplateId } from '.';

// Every module in this folder except the list itself and its helpers is one template file.
const files = import.meta.glob<Record<string, unknown>>(
  ['./*.{ts,tsx}', '!./index.ts', '!./types.ts', '!./shapes.ts', '!./*.test.ts'],
  { eager: true },
);

const fileName = (path: string) => path.replace(/^\.\//, '').replace(/\.tsx?$/, '');

describe('the template files', () => {
  it('each export one template whose key is the file name', () => {
    for (const [path, module] of Object.entries(files)) {
      const exported = Object.values(module) as CoverTemplate[];
      expect(exported, path).toHaveLength(1);
      expect(exported[0]?.key, path).toBe(fileName(path));
    }
  });

  it('are all in the list, once each', () => {
    const listed = COVER_TEMPLATES.map((t) => t.key).sort();
    const written = Object.keys(files).map(fileName).sort();
    expect(listed).toEqual(written);
    expect(new Set(COVER_TEMPLATES.map((t) => t.id)).size).toBe(COVER_TEMPLATES.length);
  });

  it('give the id union its members (checked by the type checker)', () => {
    const oneToTwenty = [
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
    ] as const;
    expectTypeOf<CoverTemplateId>().toEqualTypeOf<(typeof oneToTwenty)[number]>();
  });
});
