import type { Locale, Messages } from '@landing/content';
import { ButtonLink } from '@landing/ui';
import { SiteFrame } from '../SiteFrame';

export interface NotFoundPageProps {
  messages: Messages;
  locale: Locale;
}

/** The localized 404 page (noindex, served with status 404). */
export function NotFoundPage({ messages, locale }: NotFoundPageProps) {
  const t = messages.common.notFound;
  return (
    <SiteFrame messages={messages} locale={locale} routeKey="notFound">
      <section className="page-narrow">
        <h1>{t.heading}</h1>
        <p>{t.body}</p>
        <ButtonLink href={locale === 'es' ? '/es/' : '/'}>{t.homeLink}</ButtonLink>
      </section>
    </SiteFrame>
  );
}
