import type { Locale } from '@landing/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  INITIAL_GLOBALS,
  type StoryGlobals,
  storyCopy,
  storyLocale,
} from '../../../.storybook/locale.js';
import { type InteractionState, pseudoStates, StatesTable } from '../../../.storybook/states.js';
import { type Country, CountryList } from './CountryList.js';

const CODES_MAIN = [
  'US',
  'GB',
  'CA',
  'AU',
  'DE',
  'FR',
  'ES',
  'IT',
  'NL',
  'IE',
  'MX',
  'BR',
  'JP',
  'SG',
  'NZ',
  'SE',
  'CH',
  'BE',
  'AT',
  'PT',
];
const CODES_MORE = [
  'DK',
  'FI',
  'NO',
  'PL',
  'CZ',
  'GR',
  'HU',
  'RO',
  'BG',
  'HR',
  'SK',
  'SI',
  'LT',
  'LV',
  'EE',
  'LU',
  'CY',
  'MT',
  'HK',
  'AE',
  'TH',
  'MY',
];

// Written out rather than taken from Intl.DisplayNames, whose wording varies by browser version.
const NAMES: Record<Locale, string[]> = {
  en: [
    'United States',
    'United Kingdom',
    'Canada',
    'Australia',
    'Germany',
    'France',
    'Spain',
    'Italy',
    'Netherlands',
    'Ireland',
    'Mexico',
    'Brazil',
    'Japan',
    'Singapore',
    'New Zealand',
    'Sweden',
    'Switzerland',
    'Belgium',
    'Austria',
    'Portugal',
    'Denmark',
    'Finland',
    'Norway',
    'Poland',
    'Czechia',
    'Greece',
    'Hungary',
    'Romania',
    'Bulgaria',
    'Croatia',
    'Slovakia',
    'Slovenia',
    'Lithuania',
    'Latvia',
    'Estonia',
    'Luxembourg',
    'Cyprus',
    'Malta',
    'Hong Kong',
    'United Arab Emirates',
    'Thailand',
    'Malaysia',
  ],
  es: [
    'Estados Unidos',
    'Reino Unido',
    'Canadá',
    'Australia',
    'Alemania',
    'Francia',
    'España',
    'Italia',
    'Países Bajos',
    'Irlanda',
    'México',
    'Brasil',
    'Japón',
    'Singapur',
    'Nueva Zelanda',
    'Suecia',
    'Suiza',
    'Bélgica',
    'Austria',
    'Portugal',
    'Dinamarca',
    'Finlandia',
    'Noruega',
    'Polonia',
    'Chequia',
    'Grecia',
    'Hungría',
    'Rumanía',
    'Bulgaria',
    'Croacia',
    'Eslovaquia',
    'Eslovenia',
    'Lituania',
    'Letonia',
    'Estonia',
    'Luxemburgo',
    'Chipre',
    'Malta',
    'Hong Kong',
    'Emiratos Árabes Unidos',
    'Tailandia',
    'Malasia',
  ],
};

const copy = {
  en: {
    heading: 'Get paid in 42+ countries',
    labels: { showMore: 'Show {count} more countries', showLess: 'Show fewer countries' },
  },
  es: {
    heading: 'Cobra en más de 42 países',
    labels: { showMore: 'Ver {count} países más', showLess: 'Ver menos países' },
  },
} as const satisfies Record<Locale, unknown>;

const countriesOf = (globals: StoryGlobals): { countries: Country[]; more: Country[] } => ({
  countries: CODES_MAIN.map((code, i) => ({ code, name: storyCopy(NAMES, globals)[i]! })),
  more: CODES_MORE.map((code, i) => ({ code, name: storyCopy(NAMES, globals)[20 + i]! })),
});

const meta = {
  title: 'Components/Content/CountryList',
  tags: ['stable'],
  component: CountryList,
  args: { heading: copy.en.heading, labels: copy.en.labels, ...countriesOf(INITIAL_GLOBALS) },
  render: (_args, { globals }) => {
    const _locale = storyLocale(globals);
    return (
      <CountryList
        heading={storyCopy(copy, globals).heading}
        labels={storyCopy(copy, globals).labels}
        {...countriesOf(globals)}
      />
    );
  },
} satisfies Meta<typeof CountryList>;

export default meta;
type Story = StoryObj<typeof meta>;

const more = (globals: StoryGlobals) =>
  storyCopy(copy, globals).labels.showMore.replace('{count}', '22');

export const Closed: Story = {
  play: async ({ canvasElement, globals }) => {
    const _locale = storyLocale(globals);
    const canvas = within(canvasElement);
    await expect(within(canvas.getAllByRole('list')[0]!).getAllByRole('listitem')).toHaveLength(20);
    const toggle = canvasElement.querySelector('summary')!;
    await expect(toggle).toHaveAccessibleName(more(globals));
    await expect(canvas.queryByText(storyCopy(NAMES, globals)[41]!)).not.toBeVisible();
  },
};

/**
 * Opened. The toggle is a native `<summary>`: Tab reaches it and Enter or Space toggle it in every
 * browser; the simulated keyboard of the play function cannot press native controls, so it clicks.
 */
export const Open: Story = {
  play: async ({ canvasElement, globals }) => {
    const _locale = storyLocale(globals);
    const canvas = within(canvasElement);
    const toggle = canvasElement.querySelector('summary')!;
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.click(toggle);
    await expect(toggle.parentElement).toHaveAttribute('open');
    await expect(toggle).toHaveAccessibleName(storyCopy(copy, globals).labels.showLess);
    await expect(canvas.getByText(storyCopy(NAMES, globals)[41]!)).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(42);
  },
};

export const ClosedSpanish: Story = { ...Closed, globals: { locale: 'es' } };
export const OpenSpanish: Story = { ...Open, globals: { locale: 'es' } };
export const OpenPhone: Story = { ...Open, globals: { viewport: { value: 'phone' } } };

/**
 * The states the "show more" toggle styles: the brand's soft tint under the pointer and the page's
 * focus ring; no disabled state (the further countries can always be shown).
 */
const STATES = ['rest', 'hover', 'focus'] as const satisfies readonly InteractionState[];

/**
 * The look the toggle has: one, so its name only starts the cells' ids; named after the component,
 * so no other story's cells have these ids (the pseudo selectors start from them).
 */
const ROW = 'country-list-summary';

/**
 * The "show more" toggle (the `<summary>` of the further countries) at rest, under the pointer and
 * with the keyboard's focus, forced with the pseudo-states addon; each cell is a closed list with
 * no countries shown before the toggle, so the picture is about the toggle.
 */
export const States: Story = {
  globals: {
    viewport: { value: 'desktop' },
    pseudo: pseudoStates(ROW, 'summary'),
  },
  render: (_args, { globals }) => (
    <StatesTable
      globals={globals}
      states={STATES}
      rows={[{ name: ROW }]}
      cell={() => (
        <CountryList
          labels={storyCopy(copy, globals).labels}
          countries={[]}
          more={countriesOf(globals).more}
        />
      )}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const toggles = canvasElement.querySelectorAll('summary');
    await expect(toggles).toHaveLength(STATES.length);
    for (const toggle of toggles) {
      await expect(toggle).toHaveAccessibleName(more(globals));
      await expect(toggle.parentElement).not.toHaveAttribute('open');
    }
  },
};
