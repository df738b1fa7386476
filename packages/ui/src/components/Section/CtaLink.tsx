import type { CallToAction } from '@landing/content';
import { ButtonLink, type ButtonLinkProps } from '../Button/Button.js';

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
