import { type Locale, type Messages, pathsOf } from '@landing/content';
import { EbookLanding } from '@landing/sections';
import { site } from '../../site';
import { Chrome } from '../Chrome';
import { config, reviewSources } from '../config';
import { demoVideoSrc, REVIEW_SHOT_PATHS } from '../media';

export interface HomePageProps {
  messages: Messages;
  locale: Locale;
}

/** The ebook-generator landing (docs/PRODUCT.md §2.2): the ui's composition with this site's config. */
export function HomePage({ messages, locale }: HomePageProps) {
  return (
    <Chrome messages={messages} locale={locale} paths={pathsOf(site.id, 'home')}>
      <EbookLanding
        copy={messages}
        common={messages.common}
        locale={locale}
        config={{
          appUrl: config.appUrl,
          marketplaceUrl: config.marketplaceUrl,
          apiBaseUrl: config.apiBaseUrl,
          coverBaseUrl: config.coverBaseUrl,
          imageBaseUrl: config.imageBaseUrl,
          demoVideoSrc: demoVideoSrc(locale),
          reviewsUrl: reviewSources.sources.url,
          reviewSites: reviewSources.sources.sites,
          reviewShotPaths: REVIEW_SHOT_PATHS,
        }}
      />
    </Chrome>
  );
}
