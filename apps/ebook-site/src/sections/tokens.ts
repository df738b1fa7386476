import { TOOL_KEYS, type ToolKey } from '@landing/content';
import { type IconName, isIconName, PALETTE_NAMES, type PaletteName, vars } from '@landing/ui';
import type { CSSProperties } from 'react';

/**
 * Theme tokens as short custom properties for page.css: the theme's own variable names are hashed
 * at build time, so the page root sets these aliases inline (the CSP allows inline styles).
 */
export const inkTokens = {
  '--ink-ink': vars.color.ink,
  '--ink-muted': vars.color.inkMuted,
  '--ink-raised': vars.color.surfaceRaised,
  '--ink-sunken': vars.color.surfaceSunken,
  '--ink-border': vars.color.border,
  '--ink-border-strong': vars.color.borderStrong,
  '--ink-brand': vars.color.brand,
  '--ink-accent-soft': vars.color.accentSoft,
  '--ink-success': vars.color.success,
  '--ink-focus': vars.color.focus,
  '--ink-radius': vars.radius.lg,
  '--ink-space-1': vars.space[1],
  '--ink-space-2': vars.space[2],
  '--ink-space-3': vars.space[3],
  '--ink-space-4': vars.space[4],
  '--ink-space-6': vars.space[6],
} as CSSProperties;

/** A content icon name as the ui's type; the content package only uses names the ui draws. */
export function iconOf(name: string): IconName {
  return isIconName(name) ? name : 'sparkles';
}

/** A content colour name as a theme palette name (violet when unknown). */
export function colourOf(name: string): PaletteName {
  return (PALETTE_NAMES as readonly string[]).includes(name) ? (name as PaletteName) : 'violet';
}

/** A content tool route as a tool key (`TOOL_KEYS` holds every one). */
export function toolKeyOf(name: string): ToolKey {
  return (TOOL_KEYS as readonly string[]).includes(name) ? (name as ToolKey) : 'ebookIdeas';
}
