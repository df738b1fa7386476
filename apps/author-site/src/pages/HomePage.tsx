import { type Locale, type Messages, pathsOf } from '@landing/content';
import { AuthorLanding } from '@landing/sections';
import { site } from '../../site';
import { Chrome } from '../Chrome';
import { config } from '../config';

export interface HomePageProps {
  messages: Messages;
  locale: Locale;
}

/**
 * The author-publishing landing (docs/PRODUCT.md §2.6): the shared
 * composition, standalone, so its hero title is the page's h1.
 */
export function HomePage({ messages, locale }: HomePageProps) {
  return (
    <Chrome messages={messages} locale={locale} paths={pathsOf(site.id, 'home')}>
      <AuthorLanding
        copy={messages.author}
        common={messages.common}
        locale={locale}
        config={{
          appUrl: config.appUrl,
          marketplaceUrl: config.marketplaceUrl,
          apiBaseUrl: config.apiBaseUrl,
          coverBaseUrl: config.coverBaseUrl,
        }}
      />
    </Chrome>
  );
}
