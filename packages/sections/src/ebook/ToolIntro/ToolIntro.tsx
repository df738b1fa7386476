import {
  homePath,
  type Locale,
  type Messages,
  sectionHref,
  TOOL_SITE,
  type ToolKey,
} from '@landing/content';
import { registrationFormFields } from '@landing/tracking';
import { Button } from '@landing/ui/components/Button';
import { Section } from '@landing/ui/components/Section';
import type { EbookConfig } from '../config.js';
import * as shared from '../shared.css.js';
import * as styles from './ToolIntro.css.js';

/** A tool page's copy: `messages.tools.pages[toolKey]`. */
export type ToolPageCopy = Messages['tools']['pages'][ToolKey];

export interface ToolIntroProps {
  /** The page's copy. */
  copy: ToolPageCopy;
  /** The labels every tool page shares, `messages.tools.labels`. */
  labels: Messages['tools']['labels'];
  /** Which tool: names the form for analytics and its input's id. */
  toolKey: ToolKey;
  /** The page's language: the breadcrumb links to its home, and a Spanish form sends `lang=es`. */
  locale: Locale;
  /** The registration host the form submits to. */
  config: Pick<EbookConfig, 'appUrl'>;
}

/**
 * The top of a tool page (docs/PRODUCT.md §2.3): the page's h1 and intro, the breadcrumb, and the
 * tool's form. The form is a plain GET form to the registration page opening a new tab, so it hands
 * off without JavaScript: `source`, `action` and, on a Spanish page, `lang=es` ride along as hidden
 * fields and what the visitor typed as the tool's parameter (docs/PRODUCT.md §2.7, §7.8).
 */
export function ToolIntro({ copy, labels, toolKey, locale, config }: ToolIntroProps) {
  const { form } = copy;
  const options = 'options' in form ? form.options : undefined;
  const inputId = `tool-${toolKey}`;
  const hintId = `${inputId}-hint`;
  return (
    <Section heading={copy.heading} headingLevel={1} intro={copy.intro}>
      <div className={shared.stack}>
        <nav aria-label={labels.breadcrumb} className={shared.center}>
          <a className={shared.link} href={homePath(TOOL_SITE, locale)}>
            {labels.home}
          </a>
          {' / '}
          <a className={shared.link} href={sectionHref(TOOL_SITE, locale, 'tools')}>
            {labels.tools}
          </a>
          {' / '}
          <span aria-current="page">{copy.heading}</span>
        </nav>
        <form
          className={styles.form}
          action={`${config.appUrl}/register`}
          method="get"
          target="_blank"
          rel="noopener"
          data-tool-form={toolKey}
        >
          {registrationFormFields({ action: form.action, locale }).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <label className={styles.label} htmlFor={inputId}>
            {form.label}
          </label>
          <input
            className={styles.field}
            id={inputId}
            name={form.param}
            placeholder={form.placeholder}
            aria-describedby={hintId}
            autoComplete="off"
          />
          <p className={styles.hint} id={hintId}>
            {form.hint}
          </p>
          {options ? (
            <>
              <label className={styles.label} htmlFor={`${inputId}-options`}>
                {options.label}
              </label>
              <select className={styles.field} id={`${inputId}-options`} name={options.param}>
                {options.items.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.label}
                  </option>
                ))}
              </select>
            </>
          ) : null}
          <Button type="submit" data-track="tool_submit" aria-describedby={`${inputId}-newtab`}>
            {form.submit}
          </Button>
          <p className={styles.hint} id={`${inputId}-newtab`}>
            {labels.opensInNewTab}.
          </p>
        </form>
      </div>
    </Section>
  );
}
