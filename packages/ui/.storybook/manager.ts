import { createElement, type ReactNode } from 'react';
import { addons, type HashEntry } from 'storybook/manager-api';
import { create } from 'storybook/theming';
import { type Status, statusOf as statusOfTags } from '../src/docs/status';
import { tokens } from '../src/theme/tokens';

/**
 * Whether the sidebar shows this entry as a component: a component (its tags are the ones all its
 * stories and docs pages share), or the only docs page of one (an MDX-only component such as
 * ButtonLink), which the tree shows in its place under the component's name.
 */
function standsForComponent(item: HashEntry): boolean {
  if (item.type === 'component') return true;
  return item.type === 'docs' && item.title.split('/').at(-1) === item.name;
}

/**
 * The status of the component the entry stands for, if it is one (src/docs/status.ts): a tag of
 * its stories file or MDX page, which Storybook's tag filter (beside the search) also lists.
 */
function statusOf(item: HashEntry): Status | undefined {
  if (!standsForComponent(item)) return undefined;
  return statusOfTags(item.tags);
}

/** The colours of each status's badge: beta stands out, stable stays quiet. */
const BADGE_COLOURS: Record<Status, { color: string; background: string }> = {
  stable: { color: tokens.color.inkMuted, background: tokens.color.border },
  beta: { color: tokens.color.accent, background: tokens.color.accentSoft },
};

/**
 * A component's name in the sidebar followed by its status as a small badge, so a designer sees it
 * in the tree; other entries keep Storybook's own label (`undefined`).
 */
function labelWithStatus(item: HashEntry): ReactNode {
  const status = statusOf(item);
  if (!status) return undefined;
  const badge = createElement(
    'span',
    {
      style: {
        ...BADGE_COLOURS[status],
        marginInlineStart: 6,
        padding: '0 5px',
        borderRadius: 4,
        fontSize: 10,
        fontWeight: 600,
        lineHeight: '16px',
        textTransform: 'uppercase',
        letterSpacing: '0.04em',
        whiteSpace: 'nowrap',
      },
    },
    status,
  );
  return createElement('span', null, item.name, badge);
}

// The manager in the product's colours and name, so a designer knows whose library this is; the
// values are the design tokens', not copies (src/theme/tokens.ts).
addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: 'Inkwell AI · Landing UI',
    colorPrimary: tokens.color.brand,
    colorSecondary: tokens.color.brand,
    appBg: tokens.color.surfaceSunken,
    barSelectedColor: tokens.color.brand,
    textColor: tokens.color.ink,
    fontBase: tokens.font.body,
    fontCode: tokens.font.mono,
  }),
  sidebar: { renderLabel: labelWithStatus },
});
