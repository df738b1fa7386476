import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe on a rendered element and fails with the rule ids and targets of any violation.
 * jsdom cannot compute colour contrast, so that rule runs in the browser suites (stories, e2e).
 */
export async function expectNoAxeViolations(element: Element): Promise<void> {
  const result = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  const violations = result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(violations).toEqual([]);
}
