import type { Locale, Messages } from '@landing/content';
import { ButtonLink, Section } from '@landing/ui';
import { Chrome } from '../Chrome';

export interface NotFoundPageProps {
  messages: Messages;
  locale: Locale;
}

/** The localized 404 page (noindex, served with status 404). */
export function NotFoundPage({ messages, locale }: NotFoundPageProps) {
  const t = messages.common.notFound;
  return (
    <Chrome messages={messages} locale={locale} paths={{ en: '/', es: '/es/' }}>
      <Section heading={t.heading} headingLevel={1} intro={t.body}>
        <ButtonLink href={locale === 'es' ? '/es/' : '/'}>{t.homeLink}</ButtonLink>
      </Section>
    </Chrome>
  );
}
