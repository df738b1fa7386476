import type { Locale, Messages } from '@landing/content';
import { buildPublishUrl } from '@landing/tracking';
import { CtaLink, Section } from '@landing/ui/components/Section';
import { StepList } from '@landing/ui/components/StepList';
import type { EbookConfig } from '../config.js';
import * as shared from '../shared.css.js';

export interface EbookPublishProps {
  /** `messages.ebook.publish`. */
  copy: Messages['ebook']['publish'];
  /** Shared copy: the screen-reader note after links that open a new tab. */
  common: Pick<Messages['common'], 'opensInNewTab'>;
  /** The page's language; a Spanish page hands off with `lang=es` (docs/PRODUCT.md §2.7). */
  locale: Locale;
  /** The registration host. */
  config: Pick<EbookConfig, 'appUrl'>;
}

/** Publish and sell (docs/PRODUCT.md §2.2 item 6), anchor `publish`: four steps and the publish link. */
export function EbookPublish({ copy, common, locale, config }: EbookPublishProps) {
  return (
    <Section id="publish" heading={copy.heading} intro={copy.intro}>
      <div className={shared.stack}>
        <StepList steps={copy.steps.map(({ id, title, text }) => ({ id, title, text }))} />
        <div className={shared.row}>
          <CtaLink
            cta={{
              label: copy.cta.label,
              href: buildPublishUrl({ appUrl: config.appUrl, locale }),
              opensInNewTab: true,
              newTabLabel: common.opensInNewTab,
            }}
          />
        </div>
      </div>
    </Section>
  );
}
