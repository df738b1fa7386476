import type { Locale, Messages } from '@landing/content';
import { DemoVideoDialog } from '@landing/ui/components/Dialog';
import { CtaLink, Section } from '@landing/ui/components/Section';
import { StepList } from '@landing/ui/components/StepList';
import { EbookIsland } from '../../islands';
import type { EbookConfig } from '../config.js';
import * as shared from '../shared.css.js';
import { demoDialogProps, registrationCta } from '../shared.js';

export interface EbookHowItWorksProps {
  /** `messages.ebook.howItWorks`, and the demo dialog's copy (`messages.ebook.hero.demo`). */
  copy: Messages['ebook']['howItWorks'] & { demo: Messages['ebook']['hero']['demo'] };
  /** Shared copy: the screen-reader note after links that open a new tab. */
  common: Pick<Messages['common'], 'opensInNewTab'>;
  /** The page's language: a Spanish page hands off with `lang=es` (docs/PRODUCT.md §2.7). */
  locale: Locale;
  /** The registration host and the demo video in the page's language. */
  config: Pick<EbookConfig, 'appUrl' | 'demoVideoSrc'>;
}

/**
 * How it works (docs/PRODUCT.md §2.2 item 3), anchor `how-it-works`: three steps, a registration
 * link and the demo video, whose dialog is an island that hydrates as it nears the viewport.
 */
export function EbookHowItWorks({ copy, common, locale, config }: EbookHowItWorksProps) {
  const { demo } = copy;
  return (
    <Section id="how-it-works" heading={copy.heading} intro={copy.intro} tone="soft">
      <div className={shared.stack}>
        <StepList steps={copy.steps.map(({ id, title, text }) => ({ id, title, text }))} />
        <div className={shared.row}>
          <CtaLink
            cta={registrationCta(
              { appUrl: config.appUrl, locale },
              copy.primaryCta,
              common.opensInNewTab,
            )}
          />
          <EbookIsland
            name="DemoVideoDialog"
            component={DemoVideoDialog}
            hydrate="interaction"
            props={demoDialogProps(
              copy.secondaryCta.label,
              demo,
              { appUrl: config.appUrl, locale },
              config,
              common.opensInNewTab,
            )}
          />
        </div>
      </div>
    </Section>
  );
}
