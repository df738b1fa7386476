import type { CallToAction } from '@landing/content';
import { useId } from 'react';
import { Button, ButtonLink } from '../Button/Button';
import * as styles from './CtaBanner.css';

/**
 * One action of the banner: a `CallToAction` whose `href` may be left out. Without it the action is
 * a `<button>` that only records its `track` event.
 */
export interface CtaAction extends Omit<CallToAction, 'href'>, Partial<Pick<CallToAction, 'href'>> {
  /** `primary` for the main action, `secondary` beside it. @default 'primary' */
  variant?: 'primary' | 'secondary';
}

export interface CtaBannerProps {
  /** The banner's heading. */
  heading: string;
  /** Heading level. @default 2 */
  headingLevel?: 2 | 3;
  /** A short line above the heading, e.g. "Risk-free". */
  eyebrow?: string;
  /** A sentence or two under the heading. */
  text?: string;
  /** Up to two actions; more are ignored. */
  actions: readonly CtaAction[];
  /** Small print under the actions, e.g. "No credit card · Cancel anytime". */
  note?: string;
  /** `brand` (violet), `soft` (light violet) or `trial` (the risk-free trial banner). @default 'brand' */
  tone?: (typeof styles.CTA_BANNER_TONES)[number];
  /** Screen-reader text after a new-tab link, e.g. "(opens in a new tab)". */
  newTabLabel?: string;
  /** Id of the section, for in-page links. */
  id?: string;
}

/**
 * A closing call-to-action band: heading, text, up to two actions and small print, in three tones.
 * Links are real links; an action without `href` is a button whose only job is its `data-track`
 * event, which the site's delegated tracking handler records. Static: no island.
 */
export function CtaBanner({
  heading,
  headingLevel = 2,
  eyebrow,
  text,
  actions,
  note,
  tone = 'brand',
  newTabLabel,
  id,
}: CtaBannerProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  return (
    <section className={styles.root({ tone })} aria-labelledby={headingId} id={id}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <Heading id={headingId} className={styles.heading}>
        {heading}
      </Heading>
      {text ? <p className={styles.text}>{text}</p> : null}
      {actions.length > 0 ? (
        <div className={styles.actions}>
          {actions.slice(0, 2).map((action) => {
            const isSecondary = action.variant === 'secondary';
            // On the violet band the primary action turns white and the secondary an outline.
            const variant =
              tone === 'brand'
                ? isSecondary
                  ? 'secondary'
                  : 'inverse'
                : isSecondary
                  ? 'secondary'
                  : 'primary';
            const className = tone === 'brand' && isSecondary ? styles.onBrandSecondary : undefined;
            return action.href ? (
              <ButtonLink
                key={action.label}
                href={action.href}
                variant={variant}
                size="lg"
                className={className}
                data-track={action.track}
                opensInNewTab={action.opensInNewTab}
                newTabLabel={action.newTabLabel ?? newTabLabel}
              >
                {action.label}
              </ButtonLink>
            ) : (
              <Button
                key={action.label}
                variant={variant}
                size="lg"
                className={className}
                data-track={action.track}
              >
                {action.label}
              </Button>
            );
          })}
        </div>
      ) : null}
      {note ? <p className={styles.note}>{note}</p> : null}
    </section>
  );
}
