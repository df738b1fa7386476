/**
 * The marker of a link that waits for its island: a link that leads somewhere with no script and
 * whose island answers it otherwise (a cover card leads to registration without script and opens
 * its preview with it, `packages/ui/src/components/CoverGallery/CoverGallery.tsx`). The island
 * runtime holds a tap on it like a button's until the island has hydrated
 * (`packages/site-kit/src/islands/hydrate.ts`).
 */
export const HOLD_UNTIL_HYDRATED = 'data-hold-until-hydrated';

/**
 * A click with a modifier key (Ctrl, Cmd, Shift, Alt): the visitor asks for the link itself, in a
 * new tab or window, so neither the island nor the runtime that holds taps for it answers it.
 */
export function asksForTheLink(
  click: Pick<MouseEvent, 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): boolean {
  return click.ctrlKey || click.metaKey || click.shiftKey || click.altKey;
}
