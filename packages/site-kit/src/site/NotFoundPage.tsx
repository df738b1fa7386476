import { ButtonLink } from '@landing/ui/components/Button';
import { Section } from '@landing/ui/components/Section';

export interface NotFoundPageProps {
  /** The 404 copy of the page's language (`messages.common.notFound`). */
  copy: { heading: string; body: string; homeLink: string };
  /** The site's home page in the page's language (`homePath` from the route table). */
  homeHref: string;
}

/**
 * The body of every site's 404 page: what happened, and one way back home. The site renderer
 * wraps it in the site's frame and serves it with status 404 and `noindex`.
 */
export function NotFoundPage({ copy, homeHref }: NotFoundPageProps) {
  return (
    <Section heading={copy.heading} headingLevel={1} intro={copy.body}>
      <ButtonLink href={homeHref}>{copy.homeLink}</ButtonLink>
    </Section>
  );
}
