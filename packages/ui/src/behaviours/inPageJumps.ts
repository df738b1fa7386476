/**
 * How far, in screen heights, an in-page link's target may be for the jump to glide. Chrome's
 * smooth scroll lasts longer the farther it goes (about 1.5 s for 11,000 px), and a visitor who
 * asked for the FAQ should see it at once; a target within two screens, such as the steps below a
 * hero, glides there in about half a second.
 */
export const GLIDE_SCREENS = 2;

/**
 * The attribute of a disclosure menu (the header's phone menu, a native `<details>`) that closes
 * when one of its in-page links is followed, so the open panel does not cover where the visitor
 * asked to go.
 */
export const MENU_ATTRIBUTE = 'data-jump-menu';

/**
 * Closes the header's menu on an in-page jump from it, and lets a short in-page jump glide (docs/PRODUCT.md §2.6: the author hero's "See how it works"
 * scrolls smoothly to the steps). The page itself scrolls at once (the theme sets no
 * `scroll-behavior`), so every link, shared address, Back and Forward lands its target under the
 * header in the frame it is asked for, before any script too. With script, a click on a link to
 * this page whose target is within {@link GLIDE_SCREENS} screens turns smooth scrolling on for that
 * one jump: the browser still moves, focuses and records it as its own fragment navigation
 * (`:target`, `hashchange`, history). Nothing glides for a visitor who asks for reduced motion.
 * Returns the function that unbinds it.
 */
export function glideShortJumps(): () => void {
  const root = document.documentElement;
  const reset = () => root.style.removeProperty('scroll-behavior');
  const onClick = (event: MouseEvent) => {
    // A control that handles its own link (the hero's mode tabs) has called preventDefault; a
    // modified click opens a new tab or window.
    if (event.defaultPrevented || event.button || event.metaKey || event.ctrlKey) return;
    if (event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a[href*="#"]');
    // A link to this very page (address and query), in this tab.
    if (!(link instanceof HTMLAnchorElement) || link.target) return;
    if (link.href.split('#')[0] !== location.href.split('#')[0]) return;
    const menu = link.closest<HTMLDetailsElement>(`details[${MENU_ATTRIBUTE}][open]`);
    if (menu) menu.open = false;
    // An id that needs escaping in the address (none of ours) is not found: that jump is instant.
    const target = document.getElementById(link.hash.slice(1));
    if (!target || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (Math.abs(target.getBoundingClientRect().top) > innerHeight * GLIDE_SCREENS) return;
    root.style.scrollBehavior = 'smooth';
    // Back to instant once the glide ends; the timer covers a jump that did not scroll at all.
    addEventListener('scrollend', reset, { once: true });
    setTimeout(reset, 2000);
  };
  document.addEventListener('click', onClick);
  return () => {
    document.removeEventListener('click', onClick);
    reset();
  };
}
