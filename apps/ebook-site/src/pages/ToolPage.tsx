import { type Locale, type Messages, pathsOf, type ToolKey } from '@landing/content';
import { ToolLanding } from '@landing/sections';
import { site } from '../../site';
import { Chrome } from '../Chrome';
import { config } from '../config';

export interface ToolPageProps {
  messages: Messages;
  locale: Locale;
  toolKey: ToolKey;
}

/** A tool's landing page (docs/PRODUCT.md §2.3): the ui's composition at the tool's route. */
export function ToolPage({ messages, locale, toolKey }: ToolPageProps) {
  return (
    <Chrome messages={messages} locale={locale} paths={pathsOf(site.id, toolKey)}>
      <ToolLanding
        copy={messages.tools}
        common={messages.common}
        toolKey={toolKey}
        locale={locale}
        config={{ appUrl: config.appUrl }}
      />
    </Chrome>
  );
}
