import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyCopy, storyLocale } from '../../../.storybook/locale.js';
import {
  type InteractionState,
  StatesTable,
  stateCellId,
  stateName,
} from '../../../.storybook/states.js';
import { vars } from '../../theme/contract.css';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LANGUAGE_SWITCHER_TONES } from './LanguageSwitcher.css';

const links = [
  { locale: 'en', href: '/', label: 'English' },
  { locale: 'es', href: '/es', label: 'Español' },
];
const labels = { en: 'Language', es: 'Idioma' } as const;

const meta = {
  title: 'Components/Navigation/LanguageSwitcher',
  tags: ['stable'],
  component: LanguageSwitcher,
  args: { label: labels.en, links, current: 'en' },
  argTypes: { tone: { control: 'inline-radio', options: LANGUAGE_SWITCHER_TONES } },
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    return <LanguageSwitcher {...args} label={storyCopy(labels, globals)} current={locale} />;
  },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the English page. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Language' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** On the Spanish page. */
export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Español' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'English' })).toHaveAttribute('hreflang', 'en');
  },
};

/** On a dark surface (the footer). */
export const Inverse: Story = {
  args: { tone: 'inverse' },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.surfaceInverse, padding: vars.space[6] }}>
        <Story />
      </div>
    ),
  ],
};

/** The states the links style: no disabled state (a link to a language is always there). */
const STATES = ['rest', 'hover', 'focus'] as const satisfies readonly InteractionState[];

/** The other language's link: the one a visitor points at or tabs to. */
const OTHER_LINK = 'a:not([aria-current])';

/**
 * Both tones at rest, with the pointer over the other language's link (a tinted pill, and the
 * brand colour on light surfaces) and with the keyboard's focus on it, forced with the
 * pseudo-states addon; the inverse tone on the dark band it is made for. Each switcher's name
 * says its state, so the six navigation landmarks are told apart.
 */
export const States: Story = {
  globals: {
    viewport: { value: 'desktop' },
    pseudo: {
      hover: LANGUAGE_SWITCHER_TONES.map((tone) => `#${stateCellId(tone, 'hover')} ${OTHER_LINK}`),
      focusVisible: LANGUAGE_SWITCHER_TONES.map(
        (tone) => `#${stateCellId(tone, 'focus')} ${OTHER_LINK}`,
      ),
    },
  },
  render: (args, { globals }) => (
    <StatesTable
      globals={globals}
      states={STATES}
      rows={LANGUAGE_SWITCHER_TONES.map((tone) => ({ name: tone, inverse: tone === 'inverse' }))}
      cell={(state, row) => (
        <LanguageSwitcher
          {...args}
          tone={row.name}
          label={`${storyCopy(labels, globals)}: ${stateName(state, globals)} (${row.name})`}
          current={storyLocale(globals)}
        />
      )}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const navigations = within(canvasElement).getAllByRole('navigation');
    await expect(navigations).toHaveLength(LANGUAGE_SWITCHER_TONES.length * STATES.length);
    for (const navigation of navigations) {
      await expect(within(navigation).getByRole('link', { current: 'page' })).toHaveAttribute(
        'hreflang',
        storyLocale(globals),
      );
    }
  },
};
