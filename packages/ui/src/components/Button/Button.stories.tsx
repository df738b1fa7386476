import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyCopy } from '../../../.storybook/locale.js';
import { Button, ButtonLink } from './Button';
import { BUTTON_SIZES, BUTTON_VARIANTS } from './Button.css';

const copy = {
  en: {
    start: 'Start Free Trial',
    newTab: '(opens in a new tab)',
    states: {
      rest: 'At rest',
      hover: 'Pointer over',
      focus: 'Keyboard focus',
      disabled: 'Disabled',
    },
  },
  es: {
    start: 'Empieza gratis',
    newTab: '(se abre en una pestaña nueva)',
    states: {
      rest: 'En reposo',
      hover: 'Con el puntero encima',
      focus: 'Con el foco del teclado',
      disabled: 'Desactivado',
    },
  },
} as const;

/** The states a designer reviews, in the order the States story shows them. */
const STATES = ['rest', 'hover', 'focus', 'disabled'] as const;

const meta = {
  title: 'Components/Actions/Button',
  tags: ['stable'],
  component: Button,
  args: { children: 'Start Free Trial', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
  },
  render: (args, { globals }) => {
    const t = storyCopy(copy, globals);
    return (
      <Button {...args}>{args.children === 'Start Free Trial' ? t.start : args.children}</Button>
    );
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };

export const Inverse: Story = {
  args: { variant: 'inverse' },
  parameters: { backgrounds: { disable: true } },
  decorators: [
    (Story) => (
      <div style={{ background: '#1e1b4b', padding: 24 }}>
        <Story />
      </div>
    ),
  ],
};

export const Sizes: Story = {
  // The size names label the buttons: names the code knows, not copy (the stories' pseudo-locale test).
  parameters: { pseudoLocale: { allowed: [...BUTTON_SIZES] } },
  render: (args, { globals }) => {
    const t = storyCopy(copy, globals);
    return (
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        {BUTTON_SIZES.map((size) => (
          <Button key={size} {...args} size={size}>
            {t.start} ({size})
          </Button>
        ))}
      </div>
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const KeyboardActivation: Story = {
  // A test of an interaction, not a state to review (docs/CONTRIBUTING.md "Stories and baselines").
  tags: ['!dev', '!autodocs', 'interaction'],
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const LinkOpeningNewTab: Story = {
  render: (_args, { globals }) => {
    const t = storyCopy(copy, globals);
    return (
      <ButtonLink
        href="https://app.example.com/register?source=homepage&action=register"
        opensInNewTab
        newTabLabel={t.newTab}
        data-track="hero_start_trial"
      >
        {t.start}
      </ButtonLink>
    );
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
    await expect(link.getAttribute('href')).toContain('source=homepage');
  },
};

/**
 * Every variant in every state a visitor can meet: at rest, under the pointer, with the keyboard's
 * focus ring, and disabled. Hover and focus are forced with the pseudo-states addon (its toolbar
 * button toggles them on any story); the inverse variant sits on the dark band it is made for.
 */
export const States: Story = {
  // A matrix to compare states side by side: at the desktop width only (one button per cell).
  globals: {
    viewport: { value: 'desktop' },
    pseudo: {
      hover: BUTTON_VARIANTS.map((variant) => `#${variant}-hover`),
      focusVisible: BUTTON_VARIANTS.map((variant) => `#${variant}-focus`),
    },
  },
  parameters: {
    // The variant names label the rows: names the code knows, not copy.
    pseudoLocale: { allowed: [...BUTTON_VARIANTS] },
  },
  render: (args, { globals }) => {
    const t = storyCopy(copy, globals);
    return (
      <table style={{ borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <td />
            {STATES.map((state) => (
              <th key={state} scope="col" style={{ padding: 12, textAlign: 'start' }}>
                {t.states[state]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {BUTTON_VARIANTS.map((variant) => (
            <tr key={variant} style={variant === 'inverse' ? { background: '#1e1b4b' } : undefined}>
              <th
                scope="row"
                style={{
                  padding: 12,
                  textAlign: 'start',
                  color: variant === 'inverse' ? '#fff' : undefined,
                }}
              >
                <code>{variant}</code>
              </th>
              {STATES.map((state) => (
                <td key={state} style={{ padding: 12 }}>
                  <Button
                    {...args}
                    id={`${variant}-${state}`}
                    variant={variant}
                    disabled={state === 'disabled'}
                  >
                    {t.start}
                  </Button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyCopy(copy, globals);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: t.start })).toHaveLength(
      BUTTON_VARIANTS.length * STATES.length,
    );
    for (const variant of BUTTON_VARIANTS) {
      await expect(canvasElement.querySelector(`#${variant}-disabled`)).toBeDisabled();
    }
  },
};

export const StatesSpanish: Story = {
  ...States,
  globals: { ...States.globals, locale: 'es' },
};
