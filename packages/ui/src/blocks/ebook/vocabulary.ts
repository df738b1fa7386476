import { TOOL_KEYS, type ToolKey } from '@landing/content';
import { type IconName, isIconName } from '../../components/Icon/icons.js';
import { PALETTE_NAMES, type PaletteName } from '../../theme/tokens.js';

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
