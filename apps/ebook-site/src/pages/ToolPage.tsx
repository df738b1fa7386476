import { findRoute, type Locale, type Messages, type ToolKey } from '@landing/content';
import { ToolLanding } from '@landing/ui';
import { Chrome } from '../Chrome';
import { config } from '../config';

export interface ToolPageProps {
  messages: Messages;
  locale: Locale;
  toolKey: ToolKey;
}

/** A tool's landing page (docs/PRODUCT.md §2.3): the ui's composition at the tool's route. */
export function ToolPage({ messages, locale, toolKey }: ToolPageProps) {
  const route = findRoute('ebook', toolKey)!;
  return (
    <Chrome messages={messages} locale={locale} paths={route.paths}>
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
