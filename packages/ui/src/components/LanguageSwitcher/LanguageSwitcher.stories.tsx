import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyCopy, storyLocale } from '../../../.storybook/locale.js';
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
