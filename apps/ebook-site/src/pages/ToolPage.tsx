import { findRoute, type Locale, type Messages, type ToolKey } from '@landing/content';
import { Button, Section } from '@landing/ui';
import { Chrome } from '../Chrome';
import { config } from '../config';

export interface ToolPageProps {
  messages: Messages;
  locale: Locale;
  toolKey: ToolKey;
}

/**
 * A tool's landing page (spec section 2, "Tools section"). The form is a plain GET form to the
 * registration page, so it hands off without JavaScript; `source` and `action` ride along as
 * hidden fields and the visitor's input as the tool's parameter.
 */
export function ToolPage({ messages, locale, toolKey }: ToolPageProps) {
  const t = messages.tools.pages[toolKey];
  const route = findRoute('ebook', toolKey)!;
  return (
    <Chrome messages={messages} locale={locale} paths={route.paths}>
      <Section heading={t.heading} headingLevel={1} intro={t.intro}>
        <form action={`${config.appUrl}/register`} method="get" target="_blank" rel="noopener">
          <input type="hidden" name="source" value="homepage" />
          <input type="hidden" name="action" value={t.form.action} />
          <label htmlFor={`tool-${toolKey}`}>{t.form.label}</label>
          <input id={`tool-${toolKey}`} name={t.form.param} placeholder={t.form.placeholder} />
          <Button type="submit">{t.form.submit}</Button>
        </form>
      </Section>
    </Chrome>
  );
}
