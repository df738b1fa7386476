import { expectNoAxeViolations } from '@landing/devkit/testing/axe';
import { stubDialog } from '@landing/devkit/testing/dialog';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoVideoDialog, type DemoVideoDialogProps } from './DemoVideoDialog';

let restore: () => void;
beforeAll(() => {
  restore = stubDialog();
});
afterAll(() => restore());

const flush = () => act(async () => {});

const english: DemoVideoDialogProps = {
  triggerLabel: 'Watch Demo',
  title: 'See a book made in minutes',
  closeLabel: 'Close',
  getStartedLabel: 'Get Started Now',
  videoSrc: 'https://www.youtube-nocookie.com/embed/abc123?autoplay=1&rel=0',
  videoTitle: 'Product demo video',
};

async function openDemo(props: Partial<DemoVideoDialogProps> = {}) {
  const user = userEvent.setup();
  const utils = render(<DemoVideoDialog {...english} {...props} />);
  const trigger = screen.getByRole('button', { name: props.triggerLabel ?? 'Watch Demo' });
  await user.click(trigger);
  return { user, trigger, ...utils };
}

describe('given the closed demo dialog', () => {
  it('shows only the Watch Demo button and loads no video', () => {
    render(<DemoVideoDialog {...english} />);
    expect(screen.getByRole('button', { name: 'Watch Demo' })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = render(<DemoVideoDialog {...english} />);
    await expectNoAxeViolations(container);
  });
});

describe('given the demo dialog opened by its trigger', () => {
  it('creates the autoplaying video frame with an accessible title', async () => {
    await openDemo();
    const dialog = screen.getByRole('dialog', { name: 'See a book made in minutes' });
    const frame = screen.getByTitle('Product demo video');
    expect(dialog).toContainElement(frame);
    expect(frame).toHaveAttribute('src', english.videoSrc);
    expect(frame.getAttribute('allow')).toContain('autoplay');
  });

  it('has no axe violations', async () => {
    const { container } = await openDemo();
    // axe cannot message into a jsdom iframe, so it checks the frame element from outside only;
    // the Chromium story tests audit the open dialog with the frame.
    const result = await axe.run(container, {
      iframes: false,
      rules: { 'color-contrast': { enabled: false }, 'frame-tested': { enabled: false } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('removes the video on Escape, so it stops, and gives focus back to Watch Demo', async () => {
    const { user, trigger } = await openDemo();
    await user.keyboard('{Escape}');
    await flush();
    expect(screen.queryByTitle('Product demo video')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('closes with "Get Started Now", which is a tracked button', async () => {
    const { user, trigger } = await openDemo();
    const getStarted = screen.getByRole('button', { name: 'Get Started Now' });
    expect(getStarted).toHaveAttribute('data-track', 'demo_get_started');
    await user.click(getStarted);
    await flush();
    expect(screen.getByRole('dialog', { hidden: true })).not.toHaveAttribute('open');
    expect(screen.queryByTitle('Product demo video')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('closes with the close button', async () => {
    const { user } = await openDemo();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await flush();
    expect(screen.queryByTitle('Product demo video')).toBeNull();
  });

  it('loads the video again when reopened', async () => {
    const { user, trigger } = await openDemo();
    await user.keyboard('{Escape}');
    await flush();
    await user.click(trigger);
    expect(screen.getByTitle('Product demo video')).toBeInTheDocument();
  });
});

describe('given a Spanish demo with a Get Started link', () => {
  it('uses the embed-service player and a new-tab link that also closes the dialog', async () => {
    const { user } = await openDemo({
      triggerLabel: 'Ver demo',
      title: 'Mira cómo se crea un libro',
      closeLabel: 'Cerrar',
      getStartedLabel: 'Empieza ahora',
      getStartedHref: 'https://app.example/register?source=homepage&action=register',
      newTabLabel: '(se abre en una pestaña nueva)',
      videoSrc: 'https://player.vimeo.com/video/123456?autoplay=1',
      videoTitle: 'Vídeo de demostración',
    });
    expect(screen.getByTitle('Vídeo de demostración')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/123456?autoplay=1',
    );
    const link = screen.getByRole('link', {
      name: 'Empieza ahora (se abre en una pestaña nueva)',
    });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('data-track', 'demo_get_started');
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    await flush();
    expect(screen.queryByTitle('Vídeo de demostración')).toBeNull();
  });
});
