import { type Locale, type Messages, pathsOf } from '@landing/content';
import { islandsOf } from '@landing/site-kit/islands';
import { buildRegistrationUrl } from '@landing/tracking';
import { Accordion, ButtonLink, Section, StepList } from '@landing/ui';
import { site } from '../../site';
import { Chrome } from '../Chrome';
import { config } from '../config';
import type { SiteIslands } from '../islands';

/** `Island` for this site's catalogue (src/islands.ts): a name its registry lacks fails `tsc`. */
const HomeIsland = islandsOf<SiteIslands>();

export interface HomePageProps {
  messages: Messages;
  locale: Locale;
}

/**
 * The example site's one page: its own hero, then a slice of the author landing (the four steps
 * and the FAQ, whose accordion is the site's one island).
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
        <HomeIsland
          name="Accordion"
          component={Accordion}
          hydrate="interaction"
          props={{
            items: faq.items.map(({ id, question, answer }) => ({ id, question, answer })),
            headingLevel: 3,
          }}
        />
      </Section>
    </Chrome>
  );
}
