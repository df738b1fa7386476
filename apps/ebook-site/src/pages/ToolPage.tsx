import {
  findRoute,
  homePath,
  type Locale,
  type Messages,
  pathsOf,
  sectionHref,
  type ToolKey,
} from '@landing/content';
import { Button, CtaBanner, Section, ToolCard } from '@landing/ui';
import { Chrome } from '../Chrome';
import { config } from '../config';
import { registerHref } from '../links';
import { inkTokens } from '../sections/tokens';

/** The optional select of a tool form (only some tools have one). */
interface ToolFormOptions {
  label: string;
  param: string;
  items: readonly { id: string; label: string }[];
}

export interface ToolPageProps {
  messages: Messages;
  locale: Locale;
  toolKey: ToolKey;
}

/**
 * A tool's landing page (docs/PRODUCT.md §2.3). Static markup only, no island: the
 * form is a plain GET form to the registration page opening a new tab, so it hands off without
 * JavaScript; `source` and `action` ride along as hidden fields and the visitor's input as the
 * tool's parameter (docs/PRODUCT.md §7.8). The FAQ uses native `<details>`, so the page ships no React.
 */
export function ToolPage({ messages, locale, toolKey }: ToolPageProps) {
  const t = messages.tools.pages[toolKey];
  const labels = messages.tools.labels;
  const cards = [...messages.tools.section.featured, ...messages.tools.section.extra];
  const options: ToolFormOptions | undefined = 'options' in t.form ? t.form.options : undefined;
  const inputId = `tool-${toolKey}`;
  const hintId = `${inputId}-hint`;
  return (
    <Chrome messages={messages} locale={locale} paths={pathsOf('ebook', toolKey)}>
      <div style={inkTokens}>
        <Section heading={t.heading} headingLevel={1} intro={t.intro}>
          <div className="ink-stack">
            <nav aria-label={labels.breadcrumb} className="ink-center">
              <a className="ink-link" href={homePath('ebook', locale)}>
                {labels.home}
              </a>
              {' / '}
              <a className="ink-link" href={sectionHref('ebook', locale, 'tools')}>
                {labels.tools}
              </a>
              {' / '}
              <span aria-current="page">{t.heading}</span>
            </nav>
            <form
              className="ink-form"
              action={`${config.appUrl}/register`}
              method="get"
              target="_blank"
              rel="noopener"
              data-tool-form={toolKey}
            >
              <input type="hidden" name="source" value="homepage" />
              <input type="hidden" name="action" value={t.form.action} />
              <label htmlFor={inputId}>{t.form.label}</label>
              <input
                id={inputId}
                name={t.form.param}
                placeholder={t.form.placeholder}
                aria-describedby={hintId}
                autoComplete="off"
              />
              <p className="ink-hint" id={hintId}>
                {t.form.hint}
              </p>
              {options ? (
                <>
                  <label htmlFor={`${inputId}-options`}>{options.label}</label>
                  <select id={`${inputId}-options`} name={options.param}>
                    {options.items.map((o) => (
                      <option key={o.id} value={o.id}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                </>
              ) : null}
              <Button type="submit" data-track="tool_submit" aria-describedby={`${inputId}-newtab`}>
                {t.form.submit}
              </Button>
              <p className="ink-hint" id={`${inputId}-newtab`}>
                {labels.opensInNewTab}. {labels.trialNote}
              </p>
            </form>
          </div>
        </Section>

        <Section heading={t.forWhom.heading} tone="soft">
          <ul className="ink-list">
            {t.forWhom.points.map((p) => (
              <li key={p.id}>
                <span className="ink-tick" aria-hidden="true">
                  ✓
                </span>
                <span>{p.text}</span>
              </li>
            ))}
          </ul>
        </Section>

        <Section heading={t.examples.heading}>
          <ul className="ink-examples">
            {t.examples.items.map((e) => (
              <li key={e.id}>
                <dl>
                  <dt>{labels.exampleInput}</dt>
                  <dd>{e.input}</dd>
                  <dt>{labels.exampleOutput}</dt>
                  <dd>{e.output}</dd>
                </dl>
              </li>
            ))}
          </ul>
        </Section>

        <Section heading={labels.faq} tone="soft">
          <div className="ink-faq">
            {t.faq.map((q) => (
              <details key={q.id}>
                <summary>
                  <h3>{q.question}</h3>
                </summary>
                <p>{q.answer}</p>
              </details>
            ))}
          </div>
        </Section>

        <Section heading={labels.relatedTools}>
          <ul className="ink-grid">
            {t.related.map((key) => {
              const card = cards.find((c) => c.route === key);
              const path = findRoute('ebook', key)?.paths[locale];
              if (!card || !path) return null;
              return (
                <li key={key}>
                  <ToolCard
                    name={messages.tools.pages[key].heading}
                    description={card.description}
                    icon={card.icon}
                    colour={card.colour}
                    href={path}
                  />
                </li>
              );
            })}
          </ul>
        </Section>

        <CtaBanner
          heading={t.cta.heading}
          text={t.cta.text}
          newTabLabel={messages.common.opensInNewTab}
          actions={[{ label: t.cta.button, href: registerHref(t.cta.action), opensInNewTab: true }]}
        />
      </div>
    </Chrome>
  );
}
