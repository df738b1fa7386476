import type { Locale } from '@landing/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyCopy } from '../../../.storybook/locale.js';
import type { StatusParameter } from '../../docs/status.js';
import { DemoVideoDialog, type DemoVideoDialogProps } from './DemoVideoDialog';

// Stories never touch the network: the site passes a real embed address (a video site for
// English, an embed service for Spanish, docs/PRODUCT.md §2.2 item 1); here the frame shows about:blank.
const copy: Record<Locale, Omit<DemoVideoDialogProps, 'videoSrc'>> = {
  en: {
    triggerLabel: 'Watch Demo',
    title: 'See a whole ebook come together',
    closeLabel: 'Close',
    getStartedLabel: 'Get Started Now',
    videoTitle: 'Demo: from a topic to a finished ebook',
  },
  es: {
    triggerLabel: 'Ver demo',
    title: 'Mira cómo nace un ebook completo',
    closeLabel: 'Cerrar',
    getStartedLabel: 'Empieza ahora',
    videoTitle: 'Demo: de una idea a un ebook terminado',
  },
};

const meta = {
  title: 'Components/Overlays/DemoVideoDialog',
  // Beta: the reason is `parameters.status`, shown on the docs page.
  tags: ['beta'],
  component: DemoVideoDialog,
  args: { ...copy.en, videoSrc: 'about:blank' },
  parameters: {
    status: {
      reason:
        'Built on Dialog, whose opening animation plays even when the visitor’s system asks for reduced motion; ' +
        'the video players are YouTube’s and Vimeo’s, a known limitation of the accessibility statement.',
    } satisfies StatusParameter,
    docs: {
      // A modal makes the page behind it inert: each story gets its own frame on the docs page.
      story: { inline: false, height: '720px' },
      description: {
        component: `The hero's "Watch Demo" island. JSON-only props: hydrate it with the locale's copy and
its embed address (\`https://www.youtube-nocookie.com/embed/<id>?autoplay=1&rel=0\` in English,
\`https://player.vimeo.com/video/<id>?autoplay=1&dnt=1\` in Spanish). The iframe is created when the dialog
opens and removed when it closes, so the video stops. "Get Started Now" is a button that closes the
dialog (\`data-track="demo_get_started"\`); pass \`getStartedHref\` to make it a new-tab link instead.`,
      },
    },
  },
  render: (args, { globals }) => <DemoVideoDialog {...args} {...storyCopy(copy, globals)} />,
} satisfies Meta<typeof DemoVideoDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const triggerName = /Watch Demo|Ver demo/;

async function openByTrigger(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const trigger = canvas.getByRole('button', { name: triggerName });
  await userEvent.click(trigger);
  const dialog = await canvas.findByRole('dialog');
  await expect(dialog.matches(':modal')).toBe(true);
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return { canvas, trigger, dialog };
}

/** Closed: only the trigger, no iframe. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: triggerName })).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** Open from the start (`defaultOpen`, as a deep link opens it), so the docs page shows it open. */
async function openedDialog(canvasElement: HTMLElement) {
  const dialog = await within(canvasElement).findByRole('dialog');
  await expect(dialog.matches(':modal')).toBe(true);
  return dialog;
}

/** Open in English: the video frame (16:9, reserved) and "Get Started Now". */
export const OpenEnglish: Story = {
  args: { defaultOpen: true },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = await openedDialog(canvasElement);
    await expect(within(dialog).getByTitle(copy.en.videoTitle)).toHaveAttribute(
      'src',
      'about:blank',
    );
    // The entrance animation starts at opacity 0: wait for it to settle.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Get Started Now' })).toBeVisible(),
    );
  },
};

/** Open in Spanish. */
export const OpenSpanish: Story = {
  args: { defaultOpen: true },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const dialog = await openedDialog(canvasElement);
    await expect(within(dialog).getByTitle(copy.es.videoTitle)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeVisible(),
    );
  },
};

/** The trigger opens the dialog with the video; Escape closes it, removes the video and gives
 * focus back to the trigger. Ends closed. */
export const EscapeRoundTrip: Story = {
  // A test of an interaction, not a state to review (docs/CONTRIBUTING.md "Stories and baselines").
  tags: ['!dev', '!autodocs', 'interaction'],
  play: async ({ canvasElement }) => {
    const { trigger, dialog } = await openByTrigger(canvasElement);
    await expect(dialog.querySelector('iframe')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await waitFor(() => expect(canvasElement.querySelector('iframe')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** "Get Started Now" closes the dialog and stops the video. Ends closed. */
export const GetStartedCloses: Story = {
  // A test of an interaction, not a state to review (docs/CONTRIBUTING.md "Stories and baselines").
  tags: ['!dev', '!autodocs', 'interaction'],
  play: async ({ canvasElement }) => {
    const { dialog, trigger } = await openByTrigger(canvasElement);
    await userEvent.click(
      within(dialog).getByRole('button', { name: /Get Started Now|Empieza ahora/ }),
    );
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
