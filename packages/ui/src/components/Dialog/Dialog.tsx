import type { CallToAction } from '@landing/content';
import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { invokesNatively } from '../../behaviours/invokers';
import { cx } from '../../utils/cx';
import type { ButtonProps } from '../Button/Button';
import * as styles from './Dialog.css';

// Invoker commands (the HTML standard's `commandfor` and `command` button attributes), which React's
// types do not list yet; React passes them to the DOM as written.
declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | `--${string}`;
  }
}

/**
 * The button that opens an uncontrolled dialog: the label and `track` event of a `CallToAction`,
 * plain data, so an island can pass it as JSON.
 */
export interface DialogTrigger extends Pick<CallToAction, 'label' | 'track'> {
  /** Look of the button, as `Button`'s `variant`. @default 'primary' */
  variant?: NonNullable<ButtonProps['variant']>;
  /**
   * Where the trigger leads with JavaScript off, where no dialog can open: given, the HTML also
   * holds a link there, shown instead of the button only when the browser runs no script.
   */
  fallbackHref?: string;
}

export interface DialogProps {
  /** Required: the visible heading that names the dialog (`aria-labelledby`). */
  title: string;
  /** Accessible name of the close button, e.g. "Close" / "Cerrar". */
  closeLabel: string;
  /** Heading level of the title. @default 2 */
  headingLevel?: 2 | 3;
  /** Controlled open state. Leave undefined to let the dialog manage it (see `trigger`). */
  open?: boolean;
  /** Initial state when uncontrolled. Opens after hydration, never on the server. @default false */
  defaultOpen?: boolean;
  /** Called with the new state whenever the dialog asks to open or has closed (Escape, close button, backdrop). */
  onOpenChange?: (open: boolean) => void;
  /** Renders a button before the dialog that opens it. */
  trigger?: DialogTrigger;
  /** Maximum width: `md` for text, `lg` for media. @default 'md' */
  size?: (typeof styles.DIALOG_SIZES)[number];
  /** Extra class on the `<dialog>`. */
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>` element: `showModal()` makes the page inert and puts the
 * dialog in the top layer; Escape, the close button and a click on the backdrop close it, and focus
 * returns to whatever opened it. The page behind stops scrolling without shifting sideways.
 * Controlled with `open`/`onOpenChange`, or self-contained with a `trigger`.
 *
 * The trigger is an invoker (`commandfor` the dialog, `command="show-modal"`): the browser opens the
 * dialog on the first tap, before this component's script has arrived (a late island's tap is not
 * held for it, `packages/site-kit/src/islands/hydrate.ts`), and the state follows what the browser
 * did: a dialog found open when the script arrives, or opened by its invoker later, is open.
 */
export function Dialog({
  title,
  closeLabel,
  headingLevel = 2,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
  size = 'md',
  className,
  children,
}: DialogProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = openProp ?? ownOpen;
  const ref = useRef<HTMLDialogElement>(null);
  const pressedBackdrop = useRef(false);
  const titleId = useId();
  const dialogId = useId();
  const Heading = `h${headingLevel}` as const;

  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  // The latest state and setter, for the listener below that is added once.
  const latest = useRef({ open, setOpen });
  latest.current = { open, setOpen };

  // Opened by the browser from its invoker, before hydration or after it: the state follows.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const follow = () => {
      if (dialog.open && !latest.current.open) latest.current.setOpen(true);
    };
    follow();
    // The dialog's `toggle` event comes once the browser has opened it.
    dialog.addEventListener('toggle', follow);
    return () => dialog.removeEventListener('toggle', follow);
  }, []);
  // Every way of closing goes through the native `close` event, so state is updated in one place.
  const close = () => ref.current?.close();

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    // A dialog the browser opened has already moved focus inside; it returns focus to the invoker
    // itself when it closes.
    const opener = dialog.open ? null : (document.activeElement as HTMLElement | null);
    if (!dialog.open) dialog.showModal();
    return () => {
      dialog.close();
      // Browsers restore focus on close, but not when the dialog was closed by unmounting or by a
      // parent flipping `open`; doing it here covers every path.
      opener?.focus();
    };
  }, [open]);

  // The dialog box has no padding, so only a press that starts and ends on the <dialog> element
  // itself is a backdrop click; a text selection dragged out of the content does not close it.
  const onPointerDown = (event: PointerEvent) => {
    pressedBackdrop.current = event.target === event.currentTarget;
  };
  // Native Escape handling only reacts to trusted key presses; closing here as well gives scripted
  // keyboards (test drivers, some assistive tools) the same behaviour, through the same path.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };
  const onClick = (event: MouseEvent) => {
    if (pressedBackdrop.current && event.target === event.currentTarget) close();
    pressedBackdrop.current = false;
  };

  return (
    <>
      {trigger ? (
        <button
          type="button"
          className={cx(
            styles.buttonClass[trigger.variant ?? 'primary'],
            trigger.fallbackHref && styles.scriptedTrigger,
          )}
          data-track={trigger.track}
          aria-haspopup="dialog"
          commandfor={dialogId}
          command="show-modal"
          onClick={() => {
            if (!invokesNatively()) setOpen(true);
          }}
        >
          {trigger.label}
        </button>
      ) : null}
      {trigger?.fallbackHref ? (
        <a
          href={trigger.fallbackHref}
          className={cx(styles.buttonClass[trigger.variant ?? 'primary'], styles.scriptlessTrigger)}
        >
          {trigger.label}
        </a>
      ) : null}
      <dialog
        ref={ref}
        id={dialogId}
        className={cx(styles.root, styles.size[size], className)}
        aria-labelledby={titleId}
        data-scroll-lock=""
        data-state={open ? 'open' : 'closed'}
        onClose={() => {
          // A close queued before a re-open (StrictMode's effect replay) must not close it again.
          if (!ref.current?.open) setOpen(false);
        }}
        onPointerDown={onPointerDown}
        onKeyDown={onKeyDown}
        onClick={onClick}
      >
        <div className={styles.panel}>
          <div className={styles.header}>
            <Heading id={titleId} className={styles.title}>
              {title}
            </Heading>
            <button
              type="button"
              className={styles.close}
              aria-label={closeLabel}
              commandfor={dialogId}
              command="close"
              onClick={close}
            >
              <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
                <path
                  d="M6 6l12 12M18 6L6 18"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          </div>
          <div className={styles.body}>{children}</div>
        </div>
      </dialog>
    </>
  );
}
