/**
 * How far along a component is (docs/CONTRIBUTING.md "Add a component"): `stable` to use as
 * documented, `beta` while a known problem with it is open. It is a tag of the component's stories
 * file (or MDX page), so Storybook's tag filter lists it; the sidebar badge (.storybook/manager.ts)
 * and the docs pages' status block (./Status.tsx) both read it through this module.
 */
export const STATUSES = ['stable', 'beta'] as const;
export type Status = (typeof STATUSES)[number];

/**
 * What a beta component's meta records about its status, as `parameters.status`: the open problem,
 * in words a designer can act on. The one home of that reason: the docs page shows it under the
 * status, and nothing else repeats it.
 */
export interface StatusParameter {
  reason: string;
}

/** The status among a component's tags, if it has one. */
export function statusOf(tags: readonly string[]): Status | undefined {
  return STATUSES.find((status) => tags.includes(status));
}

/** The recorded reason for a beta status (`parameters.status.reason`), if there is one. */
export function betaReasonOf(parameters: Readonly<Record<string, unknown>>): string | undefined {
  const recorded = parameters.status as Partial<StatusParameter> | undefined;
  return typeof recorded?.reason === 'string' ? recorded.reason : undefined;
}
