import { isPlaceholder, LEGAL_FACTS, LEGAL_KEYS, type LegalFacts } from '@landing/content';
import { COOKIES } from '@landing/content/cookies';
import { DEFAULT_LOCALE, LOCALE_TABLE } from '@landing/content/locale-table';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedStoryArgs } from '../blocks.fixtures.js';
import { LegalPage } from './LegalPage.js';

// The hosts a deployment configures; the privacy policy names them.
const config = {
  appUrl: 'https://app.example.com',
  apiBaseUrl: 'https://api.example.com',
  coverBaseUrl: 'https://cdn.example.com/covers/',
  imageBaseUrl: 'https://cdn.example.com/images',
};

// Every fact set, as a deploy sets them (invented for the story): no placeholder left to mark.
const FULL_FACTS: LegalFacts = {
  ...LEGAL_FACTS,
  operator: {
    ...LEGAL_FACTS.operator,
    legalName: 'Tinta Digital S.L.',
    address: ['Calle del Prado 12', '28014 Madrid, Spain'],
    registry: 'Registro Mercantil de Madrid, tomo 40000, folio 1, hoja M-700000',
    taxId: 'B00000000',
  },
  pricesIncludeVat: true,
  hosting: { name: 'Alojamientos Norte GmbH', roles: ['hosting'], country: 'DE', transfer: null },
  processors: LEGAL_FACTS.processors.map((processor) => ({ ...processor, transfer: 'dpf' })),
  serverLogDays: 14,
  jurisdiction: { law: 'ES', courts: 'Juzgados y Tribunales de Madrid' },
  accessibility: {
    status: 'partial',
    reviewedOn: '2026-11-20',
    method: 'selfAssessment',
    answerDays: 10,
  },
};

/** Every string a value holds, at any depth (the facts' names, addresses and codes). */
const factStrings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value !== null && typeof value === 'object'
      ? Object.values(value).flatMap(factStrings)
      : [];

// The pseudo-locale formats as the default language does: countries are named in it.
const regionNames = new Intl.DisplayNames(LOCALE_TABLE[DEFAULT_LOCALE].formatTag, {
  type: 'region',
});

/**
 * What the pages show that is not copy (the stories' pseudo-locale test): the facts, shipped and
 * invented, and the countries Intl names for them.
 */
const FACTS_SHOWN = [LEGAL_FACTS, FULL_FACTS].flatMap((facts) => [
  ...factStrings(facts),
  ...[facts.hosting, ...facts.processors].flatMap((processor) =>
    isPlaceholder(processor) || isPlaceholder(processor.country)
      ? []
      : [regionNames.of(processor.country) ?? processor.country],
  ),
]);

const localized = localizedStoryArgs(LegalPage, (m, locale) => ({ copy: m.legal, locale }));

const meta = {
  title: 'Pages/LegalPage',
  component: LegalPage,
  args: { page: 'privacy', ...localized.args, site: 'ebook', config },
  render: localized.render,
  argTypes: { page: { control: 'select', options: [...LEGAL_KEYS] } },
  parameters: {
    pseudoLocale: { allowed: FACTS_SHOWN },
    layout: 'fullscreen',
    docs: {
      description: {
        component: `One of the five legal pages of the product sites (docs/PRODUCT.md §2.8): the title
as the page's \`h1\`, the date of the last change (the sites' date format), an intro and short
sections with \`h2\`s. Placeholders in the copy become links to the other legal pages, the operator's
address and the data protection authority, or the configured hosts. The cookie policy lists the
browser storage entries and carries the \`data-consent-open\` button the consent script opens the
cookie settings from; the legal notice shows the operator's details. Facts come from
\`LEGAL_FACTS\` (\`packages/content/src/legal/facts.ts\`); one still a placeholder shows marked
("[To set: …]"). Static HTML: no island.`,
      },
    },
  },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const copy = localized.renderedArgs(args, globals).copy.pages[args.page];
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(copy.title);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(copy.sections.length);
    await expect(canvasElement.querySelector('time')).toHaveAttribute('datetime', copy.updated);
  },
} satisfies Meta<typeof LegalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The privacy policy, in English. */
export const PrivacyPolicy: Story = {};

/** The privacy policy, in Spanish. */
export const PrivacyPolicySpanish: Story = {
  globals: { locale: 'es' },
};

/** The cookie policy: the table of the cookie list and the cookie settings button. */
export const CookiePolicy: Story = {
  args: { page: 'cookies' },
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    const table = canvas.getByRole('table', {
      name: localized.renderedArgs(context.args, context.globals).copy.cookieTable.caption,
    });
    // A header row, then one row per entry of the cookie list.
    await expect(within(table).getAllByRole('row')).toHaveLength(COOKIES.length + 1);
    const button = canvas.getByRole('button', {
      name: 'Change cookie settings',
    });
    await expect(button).toHaveAttribute('data-consent-open');
  },
};

/** The cookie policy, in Spanish. */
export const CookiePolicySpanish: Story = {
  args: { page: 'cookies' },
  globals: { locale: 'es' },
  play: async (context) => {
    await meta.play(context);
    const button = within(context.canvasElement).getByRole('button', {
      name: 'Cambiar preferencias de cookies',
    });
    await expect(button).toHaveAttribute('data-consent-open');
  },
};

/** The terms of use. */
export const TermsOfUse: Story = { args: { page: 'terms' } };

/** The legal notice, with the operator's details as shipped: placeholders, marked. */
export const LegalNotice: Story = {
  args: { page: 'legalNotice' },
  play: async (context) => {
    await meta.play(context);
    await expect(
      within(context.canvasElement).getByText('[To set: Company legal name]'),
    ).toBeVisible();
  },
};

/** The legal notice with every fact set: no placeholder mark. */
export const LegalNoticeWithFacts: Story = {
  args: { page: 'legalNotice', facts: FULL_FACTS },
  play: async (context) => {
    await meta.play(context);
    await expect(within(context.canvasElement).getByText('Tinta Digital S.L.')).toBeVisible();
    await expect(context.canvasElement.querySelector('mark')).toBeNull();
  },
};

/** The privacy policy with every fact set: the processors, their countries and transfers. */
export const PrivacyPolicyWithFacts: Story = {
  args: { page: 'privacy', facts: FULL_FACTS },
  play: async (context) => {
    await meta.play(context);
    await expect(within(context.canvasElement).getByText('Germany')).toBeVisible();
    await expect(context.canvasElement.querySelector('mark')).toBeNull();
  },
};

/** The legal notice, in Spanish, on a phone. */
export const LegalNoticeSpanishPhone: Story = {
  args: { page: 'legalNotice' },
  globals: { locale: 'es', viewport: { value: 'phone', isRotated: false } },
};

/** The accessibility statement, in Spanish. */
export const AccessibilityStatementSpanish: Story = {
  args: { page: 'accessibility' },
  globals: { locale: 'es' },
};
