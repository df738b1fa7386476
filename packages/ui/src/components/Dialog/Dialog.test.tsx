import { expectNoAxeViolations } from '@landing/devkit/testing/axe';
import { stubDialog } from '@landing/devkit/testing/dialog';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

let restore: () => void;
beforeAll(() => {
  restore = stubDialog();
});
afterAll(() => restore());

/** Lets the queued `close` event run. */
const flush = () => act(async () => {});

function renderWithTrigger() {
  const onOpenChange = vi.fn();
  const utils = render(
    <Dialog
      title="What you get"
      closeLabel="Close"
      trigger={{ label: 'Open details', track: 'cta_view_demo' }}
      onOpenChange={onOpenChange}
    >
      <p>Chapters, images and a cover.</p>
    </Dialog>,
  );
  return { ...utils, onOpenChange, trigger: screen.getByRole('button', { name: 'Open details' }) };
}

describe('given a closed dialog with a trigger', () => {
  it('renders the trigger and keeps the dialog closed on first render', () => {
    const { trigger } = renderWithTrigger();
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('data-track', 'cta_view_demo');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTrigger();
    await expectNoAxeViolations(container);
  });

  it('opens as a modal named by its title and moves focus inside', async () => {
    const user = userEvent.setup();
    const { trigger, onOpenChange } = renderWithTrigger();
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'What you get' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('data-state', 'open');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
  });

  it('opens from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithTrigger();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'What you get' })).toBeInTheDocument();
  });
});

describe('given an open dialog', () => {
  async function openIt() {
    const user = userEvent.setup();
    const utils = renderWithTrigger();
    await user.click(utils.trigger);
    return { user, ...utils, dialog: screen.getByRole('dialog') };
  }

  it('has no axe violations', async () => {
    const { container } = await openIt();
    await expectNoAxeViolations(container);
  });

  it('closes with Escape and returns focus to the trigger', async () => {
    const { user, trigger, dialog, onOpenChange } = await openIt();
    await user.keyboard('{Escape}');
    await flush();
    expect(dialog).not.toHaveAttribute('open');
    expect(dialog).toHaveAttribute('data-state', 'closed');
    expect(trigger).toHaveFocus();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('closes with the labelled close button', async () => {
    const { user, trigger, dialog } = await openIt();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await flush();
    expect(dialog).not.toHaveAttribute('open');
    expect(trigger).toHaveFocus();
  });

  it('closes on a click on the backdrop', async () => {
    const { user, dialog } = await openIt();
    // The <dialog> box has no padding: a click targeting it is a click on ::backdrop.
    await user.click(dialog);
    await flush();
    expect(dialog).not.toHaveAttribute('open');
  });

  it('stays open on a click inside its content', async () => {
    const { user, dialog } = await openIt();
    await user.click(screen.getByText('Chapters, images and a cover.'));
    await flush();
    expect(dialog).toHaveAttribute('open');
  });

  it('stays open when a press starts inside and ends on the backdrop', async () => {
    const { user, dialog } = await openIt();
    await user.pointer([
      { keys: '[MouseLeft>]', target: screen.getByText('Chapters, images and a cover.') },
      { target: dialog },
      { keys: '[/MouseLeft]', target: dialog },
    ]);
    await flush();
    expect(dialog).toHaveAttribute('open');
  });
});

function Controlled({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Show
      </button>
      <Dialog
        title="Controlled"
        closeLabel="Close"
        headingLevel={3}
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
      >
        <button type="button" onClick={() => setOpen(false)}>
          Done
        </button>
      </Dialog>
    </>
  );
}

describe('given a controlled dialog', () => {
  it('follows `open` and reports closing through onOpenChange', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Controlled onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const dialog = screen.getByRole('dialog', { name: 'Controlled' });
    expect(screen.getByRole('heading', { level: 3, name: 'Controlled' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await flush();
    expect(dialog).not.toHaveAttribute('open');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes when the parent sets open to false, returning focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Controlled onOpenChange={() => {}} />);
    const show = screen.getByRole('button', { name: 'Show' });
    await user.click(show);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await flush();
    expect(screen.getByRole('dialog', { hidden: true })).not.toHaveAttribute('open');
    expect(show).toHaveFocus();
  });
});

describe('given defaultOpen', () => {
  it('opens after mount, not during render', async () => {
    render(
      <Dialog title="Hello" closeLabel="Close" defaultOpen>
        <p>Body</p>
      </Dialog>,
    );
    await flush();
    expect(screen.getByRole('dialog', { name: 'Hello' })).toHaveAttribute('open');
  });
});
