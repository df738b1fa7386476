import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyCopy } from '../../../.storybook/locale.js';
import { Button, ButtonLink } from './Button';
import { BUTTON_SIZES, BUTTON_VARIANTS } from './Button.css';

const copy = {
  en: { start: 'Start Free Trial', newTab: '(opens in a new tab)' },
  es: { start: 'Empieza gratis', newTab: '(se abre en una pestaña nueva)' },
} as const;

const meta = {
  title: 'Components/Button',
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
  parameters: { pseudo: { allowed: [...BUTTON_SIZES] } },
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
