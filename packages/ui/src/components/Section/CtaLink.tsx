import { ButtonLink, type ButtonLinkProps } from '../Button/Button.js';

/** A call to action as content describes it: JSON only, so islands can receive it. */
export interface CallToAction {
  /** The visible label. */
  label: string;
  /** Where it goes; registration links are `{appUrl}/register?source=homepage&action=…`. */
  href: string;
  /** Analytics event the delegated tracking handler sends on click, as `data-track`. */
  track?: string;
  /**
   * Open in a new tab (registration does, docs/PRODUCT.md §7.8).
   * @default false
   */
  opensInNewTab?: boolean;
  /** Screen-reader text read after the label when it opens a new tab, e.g. "(opens in a new tab)". */
  newTabLabel?: string;
}

export interface CtaLinkProps extends Pick<ButtonLinkProps, 'variant' | 'size' | 'fullWidth'> {
  /** The call to action. */
  cta: CallToAction;
  /** Extra class name on the root element, for placement by the parent. */
  className?: string;
}

/**
 * A `CallToAction` rendered as a `ButtonLink`: a real link that works without JavaScript, with
 * `data-track` for the tracking package's delegated handler.
 */
export function CtaLink({ cta, variant, size, fullWidth, className }: CtaLinkProps) {
  return (
    <ButtonLink
      href={cta.href}
      variant={variant}
      size={size}
      fullWidth={fullWidth}
      className={className}
      opensInNewTab={cta.opensInNewTab}
      newTabLabel={cta.newTabLabel}
      data-track={cta.track}
    >
      {cta.label}
    </ButtonLink>
  );
}
