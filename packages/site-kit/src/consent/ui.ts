import type { Messages } from '@landing/content';
import type { Consent, ConsentChoice } from '@landing/tracking';
import * as dialogStyles from '@landing/ui/components/Dialog/classes';
import { cx } from '@landing/ui/utils';
import * as styles from './ui.css';

type Props = { [attribute: string]: string | undefined };

/**
 * The consent banner, the cookie settings dialog and the language suggestion, built with the DOM
 * (no React): this module loads only when a page shows one of them (src/consent/start.ts), so a
 * returning visitor's page never downloads it. Their look is src/consent/ui.css.ts; they reuse
 * the dialog's and buttons' classes.
 */

type ConsentCopy = Messages['client']['consent'];
type SuggestionCopy = Messages['client']['languageSuggestion'];

type Child = Node | string;

/** An element with attributes (its class among them) and children. */
function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props = {},
  children: Child[] = [],
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (value !== undefined) node.setAttribute(name, value);
  }
  node.append(...children);
  return node;
}

let uid = 0;
const nextId = (name: string) => `consent-${name}-${++uid}`;

const ALL: ConsentChoice = { analytics: true, marketing: true };
const NONE: ConsentChoice = { analytics: false, marketing: false };

/** Where focus goes when the note that held it goes away: the page's main content. */
function focusMainIfInside(container: Element): void {
  if (!container.contains(document.activeElement)) return;
  document.getElementById('main')?.focus({ preventScroll: true });
}

/**
 * Shows the first-visit banner: a labelled region at the start of the page (first in the
 * keyboard order), fixed to the bottom of the screen. Accept and Reject share one look; Settings
 * opens the dialog. Any choice removes the banner. Returns the banner, or `null` when one is
 * already showing.
 */
export function showConsentBanner(
  consent: Consent,
  copy: ConsentCopy,
  onDone: () => void = () => {},
): HTMLElement | null {
  if (document.querySelector('[data-consent-banner]')) return null;
  const titleId = nextId('title');
  const reject = withAction(copy.reject, 'reject');
  const accept = withAction(copy.accept, 'accept');
  const settings = el('button', { type: 'button', class: dialogStyles.buttonClass.ghost }, [
    copy.settings,
  ]);
  const banner = el(
    'section',
    { class: styles.note, 'aria-labelledby': titleId, 'data-consent-banner': '' },
    [
      el('p', { id: titleId, class: styles.title }, [copy.title]),
      // What we ask, then what saying no means: two short paragraphs, so neither outweighs the
      // page's own first screen as its largest paint (docs/ARCHITECTURE.md "Quality").
      el('p', { class: styles.muted }, [copy.text]),
      el('p', { class: styles.muted }, [
        `${copy.promise} `,
        el('a', { href: copy.policyPath }, [copy.policyLink]),
      ]),
      el('div', { class: styles.actions }, [reject, accept, settings]),
    ],
  );
  const finish = (choice: ConsentChoice) => {
    void consent.choose(choice);
    focusMainIfInside(banner);
    banner.remove();
    onDone();
  };
  reject.addEventListener('click', () => finish(NONE));
  accept.addEventListener('click', () => finish(ALL));
  settings.addEventListener('click', () =>
    openConsentSettings(consent, copy, () => {
      if (consent.current() !== null) {
        focusMainIfInside(banner);
        banner.remove();
        onDone();
      }
    }),
  );
  document.body.prepend(banner);
  return banner;
}

function withAction(label: string, action: string): HTMLButtonElement {
  return el(
    'button',
    {
      type: 'button',
      class: cx(dialogStyles.buttonClass.primary, styles.action),
      'data-consent-action': action,
    },
    [label],
  );
}

/**
 * Opens the cookie settings: a modal `<dialog>` (focus moves in, Escape and the backdrop close it,
 * focus returns to the opener) with the necessary storage shown as always on and one checkbox
 * each for analytics and marketing, set from the current choice. Save, Accept all and Reject all
 * record a choice and close. Under a privacy signal the boxes are off and fixed, and a line says
 * why. Calls `onClose` once the dialog has closed, however.
 */
export function openConsentSettings(
  consent: Consent,
  copy: ConsentCopy,
  onClose: () => void = () => {},
): HTMLDialogElement {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const titleId = nextId('dialog');
  const current = consent.current() ?? NONE;
  const locked = consent.refusedBySignal();

  // Named by its label alone, described by its text.
  const box = (name: 'analytics' | 'marketing' | 'necessary', label: string, text: string) => {
    const inputId = nextId(name);
    const textId = nextId(`${name}-text`);
    const input = el('input', {
      type: 'checkbox',
      id: inputId,
      name,
      class: styles.checkbox,
      'aria-describedby': textId,
    });
    input.checked = name === 'necessary' ? true : current[name];
    input.disabled = name === 'necessary' || locked;
    const row = el('div', { class: styles.choice }, [
      input,
      el('label', { for: inputId }, [label]),
      el('p', { id: textId, class: styles.choiceText }, [text]),
    ]);
    return { row, input };
  };
  const necessary = box('necessary', copy.necessaryLabel, copy.necessaryText);
  const analytics = box('analytics', copy.analyticsLabel, copy.analyticsText);
  const marketing = box('marketing', copy.marketingLabel, copy.marketingText);

  const closeButton = el(
    'button',
    { type: 'button', class: dialogStyles.close, 'aria-label': copy.close },
    [],
  );
  closeButton.innerHTML =
    '<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>';

  const reject = withAction(copy.reject, 'reject');
  const accept = withAction(copy.accept, 'accept');
  const save = el('button', { type: 'button', class: dialogStyles.buttonClass.secondary }, [
    copy.save,
  ]);
  const actions = el('div', { class: styles.actions }, locked ? [] : [reject, accept, save]);

  const dialog = el(
    'dialog',
    {
      class: cx(dialogStyles.root, dialogStyles.size.md),
      'aria-labelledby': titleId,
      'data-scroll-lock': '',
      'data-consent-settings': '',
    },
    [
      el('div', { class: dialogStyles.panel }, [
        el('div', { class: dialogStyles.header }, [
          el('h2', { id: titleId, class: dialogStyles.title }, [copy.dialogTitle]),
          closeButton,
        ]),
        el('div', { class: dialogStyles.body }, [
          el('p', { class: styles.muted }, [copy.dialogIntro]),
          ...(locked ? [el('p', { class: styles.muted, role: 'note' }, [copy.signal])] : []),
          el('div', { class: styles.choices }, [necessary.row, analytics.row, marketing.row]),
          actions,
        ]),
      ]),
    ],
  );

  const choose = (choice: ConsentChoice) => {
    void consent.choose(choice);
    dialog.close();
  };
  reject.addEventListener('click', () => choose(NONE));
  accept.addEventListener('click', () => choose(ALL));
  save.addEventListener('click', () =>
    choose({ analytics: analytics.input.checked, marketing: marketing.input.checked }),
  );
  closeButton.addEventListener('click', () => dialog.close());
  // The dialog box has no padding: a press that starts and ends on the <dialog> itself is on the
  // backdrop (as in components/Dialog/Dialog.tsx).
  let pressedBackdrop = false;
  dialog.addEventListener('pointerdown', (event) => {
    pressedBackdrop = event.target === dialog;
  });
  dialog.addEventListener('click', (event) => {
    if (pressedBackdrop && event.target === dialog) dialog.close();
    pressedBackdrop = false;
  });
  dialog.addEventListener('close', () => {
    dialog.remove();
    if (opener?.isConnected) opener.focus();
    onClose();
  });
  document.body.append(dialog);
  dialog.showModal();
  return dialog;
}

/**
 * Suggests the page in the visitor's language: a small note, fixed like the banner, with a link
 * to the same page in that language and a dismiss button. Written in the suggested language, since
 * that is the one the visitor reads. `onDismiss` runs when they decline.
 */
export function showLanguageSuggestion(
  href: string,
  lang: string,
  copy: SuggestionCopy,
  onDismiss: () => void,
): HTMLElement {
  const dismiss = el('button', { type: 'button', class: dialogStyles.buttonClass.ghost }, [
    copy.dismiss,
  ]);
  const note = el(
    'section',
    { class: styles.note, 'aria-label': copy.label, lang, 'data-language-suggestion': '' },
    [
      el('p', { class: styles.title }, [copy.text]),
      el('div', { class: styles.actions }, [
        el('a', { href, hreflang: lang, class: dialogStyles.buttonClass.primary }, [copy.switchTo]),
        dismiss,
      ]),
    ],
  );
  dismiss.addEventListener('click', () => {
    focusMainIfInside(note);
    note.remove();
    onDismiss();
  });
  document.body.prepend(note);
  return note;
}
