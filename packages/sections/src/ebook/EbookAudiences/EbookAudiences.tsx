import type { Locale, Messages } from '@landing/content';
import { buildRegistrationUrl } from '@landing/tracking';
import { AudienceCard } from '@landing/ui/components/AudienceCard';
import { CtaLink, Section } from '@landing/ui/components/Section';
import type { EbookConfig } from '../config.js';
import * as shared from '../shared.css.js';
import { registrationCta } from '../shared.js';

export interface EbookAudiencesProps {
  /** `messages.ebook.audiences`. */
  copy: Messages['ebook']['audiences'];
  /** Shared copy: the screen-reader note after links that open a new tab. */
  common: Pick<Messages['common'], 'opensInNewTab'>;
  /** The page's language: a Spanish page hands off with `lang=es` (docs/PRODUCT.md §2.7). */
  locale: Locale;
  /** The registration host. */
  config: Pick<EbookConfig, 'appUrl'>;
}

/**
 * Who is this for (docs/PRODUCT.md §2.5), anchor `audiences`: one card per audience, each to
 * registration with `action=audience_<id>`, and a closing registration link.
 */
export function EbookAudiences({ copy, common, locale, config }: EbookAudiencesProps) {
  const newTab = common.opensInNewTab;
  return (
    <Section id="audiences" heading={copy.heading} intro={copy.intro} tone="soft">
      <div className={shared.stack}>
        <ul className={shared.cardGrid}>
          {copy.items.map((item) => (
            <li key={item.id}>
              <AudienceCard
                title={item.title}
                icon={item.icon}
                description={item.description}
                benefits={[...item.benefits]}
                cta={{
                  label: item.cta,
                  href: buildRegistrationUrl({
                    appUrl: config.appUrl,
                    locale,
                    action: `audience_${item.id}`,
                  }),
                  opensInNewTab: true,
                  newTabLabel: newTab,
                }}
              />
            </li>
          ))}
        </ul>
        <div className={shared.row}>
          <CtaLink
            size="lg"
            cta={registrationCta({ appUrl: config.appUrl, locale }, copy.finalCta, newTab)}
          />
        </div>
      </div>
    </Section>
  );
}
