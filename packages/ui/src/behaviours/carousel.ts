/** What the carousel behaviour needs beyond its markup. */
export interface CarouselOptions {
  /** The position counter's copy, e.g. "{current}/{total}" → "3/20". */
  counter: string;
}

// Cards are laid out at a constant pitch, so the distance between the first two is the step.
const stepOf = (track: HTMLElement) => {
  const [first, second] = track.children as HTMLCollectionOf<HTMLElement>;
  return first && second ? second.offsetLeft - first.offsetLeft : 0;
};

/**
 * The card carousel's behaviour (`CardCarousel`'s markup, docs/ARCHITECTURE.md "Carousel") in plain
 * DOM, so a page runs it without React and the arrows answer as soon as it is attached: previous
 * and next (`button[data-step]`) and the dots (`button[data-slide]`) scroll the track by whole cards
 * and keep focus; the arrow keys do the same on the focused track; a swipe, drag or wheel is
 * followed by the `3/20` counter (`[aria-live]`), the current dot (`aria-current`), the current
 * card (`data-current`) and the arrows' `aria-disabled` at either end; cards scrolled out of view
 * are `inert`. The card marked `data-current` in the markup is where it starts. Returns the
 * function that detaches it.
 */
export function enhanceCarousel(root: HTMLElement, { counter }: CarouselOptions): () => void {
  const track = root.querySelector('ul');
  if (!track) return () => {};
  const cards = Array.from(track.children);
  const dots = Array.from(root.querySelectorAll<HTMLElement>('button[data-slide]'));
  const arrows = Array.from(root.querySelectorAll<HTMLElement>('button[data-step]'));
  const status = root.querySelector('[aria-live]');
  const total = cards.length;
  // docs/PRODUCT.md §4.3: the current index is clamped, whatever the markup or the scroll say.
  const clamp = (i: number) => Math.max(0, Math.min(i, total - 1));
  let current = clamp(cards.findIndex((card) => card.hasAttribute('data-current')));
  // Target of a button/key scroll in flight: the positions passed on the way must not rewind it.
  let target: number | null = null;
  let frame = 0;

  const show = (i: number) => {
    current = i;
    cards.forEach((card, n) => {
      card.toggleAttribute('data-current', n === i);
    });
    dots.forEach((dot, n) => {
      if (n === i) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
    for (const arrow of arrows) {
      const end = Number(arrow.dataset.step) < 0 ? 0 : total - 1;
      if (i === end) arrow.setAttribute('aria-disabled', 'true');
      else arrow.removeAttribute('aria-disabled');
    }
    // Filled here rather than with `formatMessage`, whose shared chunk would be one more request
    // for the page at load (`packages/sections/src/ebook/GalleryBehaviour/index.ts`).
    if (status) {
      status.textContent = counter
        .replace('{current}', String(i + 1))
        .replace('{total}', String(total));
    }
  };

  const goTo = (i: number) => {
    const next = clamp(i);
    if (next === current) return;
    target = next;
    show(next);
    track.scrollTo({ left: next * stepOf(track) });
  };

  const onClick = (event: Event) => {
    const button = (event.target as Element).closest<HTMLElement>(
      'button[data-step], button[data-slide]',
    );
    if (!button || !root.contains(button)) return;
    const { step, slide } = button.dataset;
    goTo(slide === undefined ? current + Number(step) : Number(slide));
  };

  const onScroll = () => {
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      const step = stepOf(track);
      if (!step) return;
      const i = clamp(Math.round(track.scrollLeft / step));
      if (target === null) {
        if (i !== current) show(i);
      } else if (target === i) target = null;
    });
  };

  // Swipe, drag or wheel takes over from a button scroll still in flight.
  const release = () => {
    target = null;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== track) return;
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    goTo(current + delta);
  };

  // The markup already shows the starting card (the server render's or React's): no writes now,
  // so attaching costs the page's first seconds next to nothing.
  if (current) track.scrollTo({ left: current * stepOf(track), behavior: 'instant' });

  root.addEventListener('click', onClick);
  track.addEventListener('scroll', onScroll, { passive: true });
  track.addEventListener('pointerdown', release, { passive: true });
  track.addEventListener('wheel', release, { passive: true });
  track.addEventListener('keydown', onKeyDown);

  // Observed against the track itself: in grid mode nothing clips, so no card is ever inert.
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              entry.target.toggleAttribute('inert', entry.intersectionRatio < 0.5);
            }
          },
          { root: track, threshold: 0.5 },
        );
  // Observed once the page is idle: the 19 cards turned inert are a style pass the page's first
  // seconds need not pay, in Lighthouse's blocking time above all.
  const observeCards = () => {
    for (const card of cards) observer?.observe(card);
  };
  const idle =
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(observeCards, { timeout: 2000 })
      : setTimeout(observeCards, 1);

  return () => {
    root.removeEventListener('click', onClick);
    track.removeEventListener('scroll', onScroll);
    track.removeEventListener('pointerdown', release);
    track.removeEventListener('wheel', release);
    track.removeEventListener('keydown', onKeyDown);
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle as number);
    else clearTimeout(idle);
    observer?.disconnect();
    cancelAnimationFrame(frame);
  };
}
