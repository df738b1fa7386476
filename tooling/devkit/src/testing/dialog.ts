/**
 * jsdom has no `HTMLDialogElement.showModal`/`close` (jsdom issue 3294). This stands in for them in
 * unit tests, following the HTML standard's observable steps: `showModal` sets `open` and focuses the
 * first focusable descendant; Escape fires `cancel` then closes; `close` clears `open` and fires
 * `close`. Real behaviour (top layer, inert page, backdrop) is checked by the story tests in Chromium.
 * Returns a function that removes the stub.
 */
export function stubDialog(): () => void {
  const proto = HTMLDialogElement.prototype;
  const original = { showModal: proto.showModal, close: proto.close };
  const onKeyDown = new WeakMap<HTMLDialogElement, (event: KeyboardEvent) => void>();

  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    this.setAttribute('open', '');
    const handler = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (this.dispatchEvent(new Event('cancel', { cancelable: true }))) this.close();
    };
    onKeyDown.set(this, handler);
    document.addEventListener('keydown', handler);
    this.querySelector<HTMLElement>('button, [href], iframe, input, [tabindex]')?.focus();
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    const handler = onKeyDown.get(this);
    if (handler) document.removeEventListener('keydown', handler);
    // Browsers queue the event as a task; a microtask keeps tests simple and still asynchronous.
    queueMicrotask(() => this.dispatchEvent(new Event('close')));
  };

  return () => {
    proto.showModal = original.showModal;
    proto.close = original.close;
  };
}
