import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { visuallyHidden } from '../../theme/utils.css';
import { cx } from '../../utils/cx';
import * as styles from './Button.css';

interface SharedProps {
  /**
   * Visual weight: `primary` for the one main action of a section, `secondary` beside it,
   * `ghost` for quiet actions, `inverse` on dark surfaces.
   * @default 'primary'
   */
  variant?: (typeof styles.BUTTON_VARIANTS)[number];
  /** @default 'md' */
  size?: (typeof styles.BUTTON_SIZES)[number];
  /** Stretch to the width of the container. @default false */
  fullWidth?: boolean;
  /** An icon before the label; decorative, hidden from assistive technology. */
  icon?: ReactNode;
  children: ReactNode;
}

export interface ButtonProps
  extends SharedProps,
    Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** @default 'button' (never an accidental form submit) */
  type?: 'button' | 'submit' | 'reset';
}

/** An action on this page. For navigation use `ButtonLink`. */
export function Button({
  variant,
  size,
  fullWidth,
  icon,
  children,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(styles.root({ variant, size, fullWidth }), className)}
      {...rest}
    >
      {icon ? <span aria-hidden="true">{icon}</span> : null}
      {children}
    </button>
  );
}

export interface ButtonLinkProps
  extends SharedProps,
    Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children'> {
  href: string;
  /**
   * Open in a new tab. Adds `target="_blank"`, `rel="noopener"` and, when given,
   * `newTabLabel` as screen-reader text so the change of context is announced.
   * @default false
   */
  opensInNewTab?: boolean;
  /** Visually hidden text read after the label when `opensInNewTab`, e.g. "(opens in a new tab)". */
  newTabLabel?: string;
}

/** Navigation styled as a button: a real link that works without JavaScript. */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  icon,
  children,
  className,
  opensInNewTab = false,
  newTabLabel,
  ...rest
}: ButtonLinkProps) {
  return (
    <a
      className={cx(styles.root({ variant, size, fullWidth }), className)}
      {...(opensInNewTab ? { target: '_blank', rel: 'noopener' } : {})}
      {...rest}
    >
      {icon ? <span aria-hidden="true">{icon}</span> : null}
      {children}
      {opensInNewTab && newTabLabel ? (
        <>
          {' '}
          <span className={visuallyHidden}>{newTabLabel}</span>
        </>
      ) : null}
    </a>
  );
}
