import { cover } from '../components/CoverGallery/CoverGallery.css';
import { asksForTheLink } from './heldLinks';
import { invokesNatively } from './invokers';

/** What the gallery behaviour needs beyond its markup. */
export interface CoverGalleryOptions {
  /** A template's name, the dialog's title; none for an id the gallery does not show. */
  nameOf: (id: number) => string | undefined;
  /** The "Use this template" link; `{id}` becomes the template id. */
  useTemplateHref: string;
  /**
   * A template's description, at once or once loaded; an empty one is left out. The dialog opens
   * without waiting for it.
   */
  describe: (id: number) => string | Promise<string>;
  /** Template whose preview is open from the start (stories). @default none */
  openId?: number;
}

/**
 * The cover gallery's behaviour (`CoverGallery`'s markup, docs/PRODUCT.md §2.2 item 2, §4.4) in
 * plain DOM, so a page runs it without React: the preview (the carousel is `enhanceCarousel`'s).
 * A card is a link (`a[data-template-id]`) to what its preview's "Use this template" hands off to,
 * so it leads somewhere with no script. A click on it fills the one prerendered `<dialog>` (title,
 * the card's own cover drawn again at the dialog's size, description, the link's template id) and
 * opens it as a modal in the same task. A click with a modifier key is left to the browser: the
 * registration in a new tab or window. Escape, the close button and a click on the backdrop close
 * it, and focus goes back to the card. Returns the function that detaches it.
 */
export function enhanceCoverGallery(root: HTMLElement, options: CoverGalleryOptions): () => void {
  const track = root.querySelector('ul');
  const dialog = root.querySelector('dialog');
  if (!track || !dialog) return () => {};
  const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
  const preview = dialog.querySelector<HTMLElement>('[data-template-id]');
  const description = dialog.querySelector('p');
  const use = dialog.querySelector('a');
  let opener: HTMLElement | null = null;
  let shown = 0;

  const fill = (id: number) => {
    const name = options.nameOf(id);
    const card = track.querySelector(`a[data-template-id="${id}"]`);
    if (!name || !card) return false;
    shown = id;
    if (title) title.textContent = name;
    if (use) use.href = options.useTemplateHref.replace('{id}', String(id));
    if (preview) {
      const art = card.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
      art?.classList.remove(cover);
      art?.querySelector('img')?.setAttribute('loading', 'eager');
      preview.dataset.templateId = String(id);
      preview.replaceChildren(...(art ? [art] : []));
    }
    if (description) {
      const show = (text: string) => {
        if (shown !== id) return;
        description.textContent = text;
        description.hidden = !text;
      };
      const text = options.describe(id);
      if (typeof text === 'string') show(text);
      else {
        show('');
        void text.then(show, () => show(''));
      }
    }
    return true;
  };

  const onCardClick = (event: MouseEvent) => {
    const card = (event.target as Element).closest<HTMLElement>('a[data-template-id]');
    if (!card || asksForTheLink(event)) return;
    event.preventDefault();
    if (!fill(Number(card.dataset.templateId))) return;
    opener = card;
    if (!dialog.open) dialog.showModal();
  };

  // A press that starts and ends on the backdrop (the dialog box itself, outside its panel) closes
  // it; the close button is an invoker, closed here only where the browser has none.
  let pressedBackdrop = false;
  const onPointerDown = (event: PointerEvent) => {
    pressedBackdrop = event.target === dialog;
  };
  const onDialogClick = (event: MouseEvent) => {
    const target = event.target as Element;
    if (
      (pressedBackdrop && target === dialog) ||
      (!invokesNatively() && target.closest('button[command="close"]'))
    ) {
      dialog.close();
    }
    pressedBackdrop = false;
  };
  const onClose = () => {
    opener?.focus();
    opener = null;
  };

  track.addEventListener('click', onCardClick);
  dialog.addEventListener('pointerdown', onPointerDown);
  dialog.addEventListener('click', onDialogClick);
  dialog.addEventListener('close', onClose);
  if (options.openId !== undefined && fill(options.openId) && !dialog.open) dialog.showModal();

  return () => {
    track.removeEventListener('click', onCardClick);
    dialog.removeEventListener('pointerdown', onPointerDown);
    dialog.removeEventListener('click', onDialogClick);
    dialog.removeEventListener('close', onClose);
  };
}
