import type { Locale, Messages } from '@landing/content';
import { buildPublishUrl } from '@landing/tracking';
import { ButtonLink, Island } from '@landing/ui';
import { LiveMarketplaceStrip } from '@landing/ui/components/MarketplaceStrip';
import { Chrome } from '../Chrome';
import { config } from '../config';

export interface HomePageProps {
  messages: Messages;
  locale: Locale;
}

/** The author-publishing landing (spec section 2, "Landing page for author publishing"). */
export function HomePage({ messages, locale }: HomePageProps) {
  const t = messages.author;
  return (
    <Chrome messages={messages} locale={locale} paths={{ en: '/', es: '/es/' }}>
      <section data-page-view aria-labelledby="hero-heading">
        <p>{t.hero.badge}</p>
        <h1 id="hero-heading">{t.hero.headline}</h1>
        <p>{t.hero.subheadline}</p>
        <ButtonLink
          href={buildPublishUrl({ appUrl: config.appUrl, locale })}
          opensInNewTab
          newTabLabel={messages.common.opensInNewTab}
          data-track="author_publish_cta"
        >
          {t.hero.primaryCta}
        </ButtonLink>
      </section>
      <Island
        name="LiveMarketplaceStrip"
        component={LiveMarketplaceStrip}
        props={{
          apiBaseUrl: config.apiBaseUrl,
          coverBaseUrl: config.coverBaseUrl,
          marketplaceUrl: config.marketplaceUrl,
          heading: t.strip.heading,
          intro: t.strip.intro,
          labels: { loading: t.strip.loading, free: t.strip.free, price: t.strip.price },
          locale,
        }}
      />
    </Chrome>
  );
}
