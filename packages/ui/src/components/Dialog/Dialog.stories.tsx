import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type StoryGlobals, storyCopy, storyLocale } from '../../../.storybook/locale.js';
import type { StatusParameter } from '../../docs/status.js';
import { Button } from '../Button/Button';
import { Dialog } from './Dialog';
import { DIALOG_SIZES } from './Dialog.css';

const copy = {
  en: {
    trigger: 'What is in the free trial?',
    title: 'Your 7-day free trial',
    close: 'Close',
    body: 'Write up to 6,000 words, try every template and export your book. No card needed, and you can cancel whenever you like.',
  },
  es: {
    trigger: '¿Qué incluye la prueba gratis?',
    title: 'Tu prueba gratis de 7 días',
    close: 'Cerrar',
    body: 'Escribe hasta 6000 palabras, prueba todas las plantillas y exporta tu libro. Sin tarjeta, y cancelas cuando quieras.',
  },
} as const;

const meta = {
  title: 'Components/Overlays/Dialog',
  // Beta (the reason is `parameters.status`, shown on the docs page). The screenshot pass switches
  // the animation off (visual/stories.spec.ts).
  tags: ['beta'],
  component: Dialog,
  args: { title: copy.en.title, closeLabel: copy.en.close, children: null, onOpenChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: DIALOG_SIZES } },
  parameters: {
    status: {
      reason: 'Its opening animation plays even when the visitor’s system asks for reduced motion.',
    } satisfies StatusParameter,
    docs: {
      // A modal makes the page behind it inert: each story gets its own frame on the docs page.
      story: { inline: false, height: '420px' },
      description: {
        component: `A modal on the native \`<dialog>\` (\`showModal()\`): the page behind is inert, Escape,
the close button and a backdrop click close it, focus returns to the opener, and the page stops
scrolling without shifting. Use \`trigger\` for a self-contained island, or \`open\` + \`onOpenChange\`
when a parent owns the state (the cover gallery). The title is required: it names the dialog.`,
      },
    },
  },
  render: (args, { globals }) => {
    const t = storyCopy(copy, globals);
    return (
      <Dialog {...args} title={t.title} closeLabel={t.close} trigger={{ label: t.trigger }}>
        <p>{t.body}</p>
      </Dialog>
    );
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The trigger only; the dialog is in the DOM but closed. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /free trial|prueba gratis/ })).toBeVisible();
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/**
 * Open from the start (`defaultOpen`), so the docs page and the Controls show it open too; opening
 * through the trigger is KeyboardRoundTrip's and the unit test's (Dialog.test.tsx).
 */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    await expect(dialog).toHaveAttribute('open');
    await expect(dialog.matches(':modal')).toBe(true);
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  },
};

/** The full keyboard round trip: open, Escape, focus back on the trigger. Ends closed. */
export const KeyboardRoundTrip: Story = {
  // A test of an interaction, not a state to review (docs/CONTRIBUTING.md "Stories and baselines").
  tags: ['!dev', '!autodocs', 'interaction'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /free trial|prueba gratis/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await waitFor(() => expect(trigger).toHaveFocus());
    // The native `close` event is queued as a task, after focus has already returned.
    await waitFor(() => expect(args.onOpenChange).toHaveBeenLastCalledWith(false));
  },
};

/** A click on the dimmed backdrop closes; a click inside does not. */
export const BackdropClick: Story = {
  // A test of an interaction, not a state to review (docs/CONTRIBUTING.md "Stories and baselines").
  tags: ['!dev', '!autodocs', 'interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /free trial|prueba gratis/ }));
    const dialog = await canvas.findByRole('dialog');
    await userEvent.click(within(dialog).getByText(/6[,.]?000/));
    await expect(dialog).toHaveAttribute('open');
    await userEvent.click(dialog);
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
  },
};

function ControlledExample({ globals }: { globals: StoryGlobals }) {
  const _locale = storyLocale(globals);
  const t = storyCopy(copy, globals);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t.trigger}
      </Button>
      <p>{open ? 'open' : 'closed'}</p>
      <Dialog title={t.title} closeLabel={t.close} size="lg" open={open} onOpenChange={setOpen}>
        <p>{t.body}</p>
      </Dialog>
    </>
  );
}

/** `open`/`onOpenChange`: a parent owns the state. Ends closed after the close button. */
export const Controlled: Story = {
  // The state readout is the story's, not copy (the stories' pseudo-locale test).
  parameters: { pseudoLocale: { allowed: ['open', 'closed'] } },
  render: (_args, { globals }) => <ControlledExample globals={globals} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /free trial|prueba gratis/ }));
    await expect(canvas.getByText('open')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Close|Cerrar/ }));
    await waitFor(() => expect(canvas.getByText('closed')).toBeInTheDocument());
  },
};
