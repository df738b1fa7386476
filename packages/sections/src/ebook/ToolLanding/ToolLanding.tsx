import type { Locale, Messages, ToolKey } from '@landing/content';
import { buildRegistrationUrl } from '@landing/tracking';
import { CtaBanner } from '@landing/ui/components/CtaBanner';
import type { EbookConfig } from '../config.js';
import { ToolExamples } from '../ToolExamples/ToolExamples.js';
import { ToolFaq } from '../ToolFaq/ToolFaq.js';
import { ToolForWhom } from '../ToolForWhom/ToolForWhom.js';
import { ToolHowItWorks } from '../ToolHowItWorks/ToolHowItWorks.js';
import { ToolIntro } from '../ToolIntro/ToolIntro.js';
import { ToolRelated } from '../ToolRelated/ToolRelated.js';
import { ToolWhatYouGet } from '../ToolWhatYouGet/ToolWhatYouGet.js';

export interface ToolLandingProps {
  /** The tools' copy, `messages.tools`. */
  copy: Messages['tools'];
  /** Shared copy: the screen-reader note after links that open a new tab. */
  common: Pick<Messages['common'], 'opensInNewTab'>;
  /** Which tool's page. */
  toolKey: ToolKey;
  /** The page's language. */
  locale: Locale;
  /** The registration host. */
  config: Pick<EbookConfig, 'appUrl'>;
}

/**
 * A tool's landing page (docs/PRODUCT.md §2.3): intro with breadcrumb and form, how it works, what
 * you get, who it is for, examples, FAQ, related tools and a closing call to action. The FAQ opens
 * with "Is it free? Do I need an account?", shown open: its answer is the one place the page states
 * the trial. Static markup only, no island: the form and the FAQ work without JavaScript, so the
 * page ships no React.
 */
export function ToolLanding({ copy, common, toolKey, locale, config }: ToolLandingProps) {
  const page = copy.pages[toolKey];
  const { labels } = copy;
  return (
    <>
      <ToolIntro copy={page} labels={labels} toolKey={toolKey} locale={locale} config={config} />
      <ToolHowItWorks heading={labels.howItWorks} steps={page.howItWorks} />
      <ToolWhatYouGet heading={labels.whatYouGet} points={page.whatYouGet} />
      <ToolForWhom copy={page.forWhom} />
      <ToolExamples copy={page.examples} labels={labels} />
      <ToolFaq heading={labels.faq} copy={[copy.access, ...page.faq]} openId={copy.access.id} />
      <ToolRelated copy={copy} related={page.related} locale={locale} />
      <CtaBanner
        heading={page.cta.heading}
        text={page.cta.text}
        newTabLabel={common.opensInNewTab}
        actions={[
          {
            label: page.cta.button,
            href: buildRegistrationUrl({ appUrl: config.appUrl, locale, action: page.cta.action }),
            opensInNewTab: true,
          },
        ]}
      />
    </>
  );
}
