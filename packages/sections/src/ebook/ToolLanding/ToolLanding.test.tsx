import { LOCALES, type Locale, pathOf, TOOL_KEYS, type ToolKey } from '@landing/content';
import { en } from '@landing/content/en';
import { expectNoAxeViolations } from '@landing/devkit/testing/axe';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blockConfig, messagesFor } from '../../blocks.fixtures.js';
import { ToolLanding } from './ToolLanding.js';

function renderTool(toolKey: ToolKey, locale: Locale = 'en') {
  const messages = messagesFor(locale);
  return render(
    <ToolLanding
      copy={messages.tools}
      common={messages.common}
      toolKey={toolKey}
      locale={locale}
      config={{ appUrl: blockConfig.appUrl }}
    />,
  );
}

describe('given a tool page', () => {
  it('hands the form off to registration in a new tab, with source, action and the tool parameter', () => {
    const { container } = renderTool('ebookIdeas');
    const page = en.tools.pages.ebookIdeas;
    const form = container.querySelector('form')!;
    expect(form.getAttribute('action')).toBe(`${blockConfig.appUrl}/register`);
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('target')).toBe('_blank');
    const fields = Object.fromEntries(new FormData(form));
    expect(fields.source).toBe('homepage');
    expect(fields.action).toBe(page.form.action);
    expect(screen.getByRole('textbox', { name: page.form.label }).getAttribute('name')).toBe(
      page.form.param,
    );
    expect(screen.getByRole('combobox', { name: page.form.options.label })).toHaveAttribute(
      'name',
      page.form.options.param,
    );
  });

  it('hands off from a Spanish page with lang=es, from the form and the closing link (docs/PRODUCT.md §2.7)', () => {
    const { container } = renderTool('ebookIdeas', 'es');
    const fields = [...new FormData(container.querySelector('form')!)];
    expect(fields.filter(([name]) => name === 'lang')).toEqual([['lang', 'es']]);
    const links = [...container.querySelectorAll<HTMLAnchorElement>('a[href*="/register"]')];
    expect(links).toHaveLength(1);
    expect(new URL(links[0]!.href).searchParams.get('lang')).toBe('es');
  });

  it('hands off from an English page without lang', () => {
    const { container } = renderTool('ebookIdeas', 'en');
    expect(new FormData(container.querySelector('form')!).has('lang')).toBe(false);
    const links = [...container.querySelectorAll<HTMLAnchorElement>('a[href*="/register"]')];
    expect(links).toHaveLength(1);
    expect(new URL(links[0]!.href).searchParams.has('lang')).toBe(false);
  });

  it('leads the breadcrumb back to the home page and its tools section', () => {
    renderTool('emailWriter', 'es');
    const crumbs = screen.getByRole('navigation', {
      name: messagesFor('es').tools.labels.breadcrumb,
    });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/es/', '/es/#tools']);
  });

  it('links each related tool to its page in the page’s language', () => {
    renderTool('emailWriter');
    const related = screen.getByRole('region', { name: en.tools.labels.relatedTools });
    const hrefs = within(related)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(
      en.tools.pages.emailWriter.related.map((key) => pathOf('ebook', key, 'en')),
    );
  });

  it('says how it works in three numbered steps and what the visitor gets, in both languages', () => {
    for (const locale of LOCALES) {
      const { tools } = messagesFor(locale);
      const page = tools.pages.kdpKeywords;
      const { unmount } = renderTool('kdpKeywords', locale);
      const how = screen.getByRole('region', { name: tools.labels.howItWorks });
      const steps = within(how).getByRole('list');
      expect(steps.tagName).toBe('OL');
      expect(
        within(steps)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(page.howItWorks.map((step) => step.title));
      const get = screen.getByRole('region', { name: tools.labels.whatYouGet });
      expect(
        within(get)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(page.whatYouGet.map((point) => `✓${point.text}`));
      unmount();
    }
  });

  it('opens the FAQ with “Is it free? Do I need an account?”, answered open, and states the trial once', () => {
    for (const locale of LOCALES) {
      const { tools } = messagesFor(locale);
      for (const key of TOOL_KEYS) {
        const { container, unmount } = renderTool(key, locale);
        const faq = screen.getByRole('region', { name: tools.labels.faq });
        const questions = within(faq).getAllByRole('heading', { level: 3 });
        expect(questions.map((q) => q.textContent)).toEqual([
          tools.access.question,
          ...tools.pages[key].faq.map((q) => q.question),
        ]);
        const first = questions[0]!.closest('details')!;
        expect(first.open, key).toBe(true);
        expect(first).toHaveTextContent(tools.access.answer);
        for (const other of questions.slice(1)) expect(other.closest('details')!.open).toBe(false);
        expect(
          container.textContent!.split(tools.labels.trialNote),
          `${locale} ${key}`,
        ).toHaveLength(2);
        unmount();
      }
    }
  });

  it('keeps the headings in order: one h1, then h2 sections with h3 inside', () => {
    for (const key of TOOL_KEYS) {
      const { container, unmount } = renderTool(key);
      const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) =>
        Number(h.tagName[1]),
      );
      expect(levels[0], key).toBe(1);
      expect(
        levels.filter((level) => level === 1),
        key,
      ).toHaveLength(1);
      for (let i = 1; i < levels.length; i++) {
        expect(levels[i]! - levels[i - 1]!, `${key} heading ${i}`).toBeLessThanOrEqual(1);
      }
      unmount();
    }
  });

  it('renders no island: the page ships no React', () => {
    for (const key of TOOL_KEYS) {
      const { container, unmount } = renderTool(key);
      expect(container.querySelector('[data-island]')).toBeNull();
      unmount();
    }
  });

  it('has no axe violations', async () => {
    const { container } = renderTool('ebookIdeas');
    await expectNoAxeViolations(container);
  });
});
