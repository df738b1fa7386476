import { type Locale, type Messages, pathsOf } from '@landing/content';
import { buildRegistrationUrl } from '@landing/tracking';
import { Accordion, ButtonLink, Section, StepList } from '@landing/ui';
import { site } from '../../site';
import { Chrome } from '../Chrome';
import { config } from '../config';

export interface HomePageProps {
  messages: Messages;
  locale: Locale;
}

/**
 * The example site's one page: its own hero, then a slice of the author landing (the four steps
 * and the FAQ, an accordion in plain HTML that needs no script).
 */
export function HomePage({ messages, locale }: HomePageProps) {
  const { hero } = messages[site.id];
  const { steps, faq } = messages.author;
  return (
    <Chrome messages={messages} locale={locale} paths={pathsOf(site.id, 'home')}>
      <Section heading={hero.headline} headingLevel={1} intro={hero.text}>
        <ButtonLink
          href={buildRegistrationUrl({ appUrl: config.appUrl, locale, action: hero.cta.action })}
          opensInNewTab
          newTabLabel={messages.common.opensInNewTab}
        >
          {hero.cta.label}
        </ButtonLink>
      </Section>
      <Section id={steps.id} heading={steps.heading} intro={steps.intro} tone="soft">
        <StepList steps={[...steps.items]} headingLevel={3} />
      </Section>
      <Section id="faq" heading={faq.heading}>
        <Accordion items={faq.items} headingLevel={3} />
      </Section>
    </Chrome>
  );
}
