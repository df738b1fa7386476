import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { storyCopy } from '../../../.storybook/locale.js';
import { VoiceToBookAnimation } from './VoiceToBookAnimation.js';

const copy = {
  en: {
    recording: 'Recording...',
    ready: 'Book ready!',
    description: 'Animation: you talk about your idea and it turns into a finished book.',
  },
  es: {
    recording: 'Grabando...',
    ready: '¡Libro listo!',
    description: 'Animación: cuentas tu idea en voz alta y se convierte en un libro terminado.',
  },
} as const;

const meta = {
  title: 'Components/Product previews/VoiceToBookAnimation',
  tags: ['stable'],
  component: VoiceToBookAnimation,
  args: { labels: copy.en, initialPhase: 'recording', autoPlay: false },
  argTypes: {
    initialPhase: { control: 'inline-radio', options: ['idle', 'recording', 'ready'] },
  },
  render: (args, { globals }) => (
    <VoiceToBookAnimation {...args} labels={storyCopy(copy, globals)} />
  ),
  play: async ({ canvasElement, globals }) => {
    const t = storyCopy(copy, globals);
    await expect(within(canvasElement).getByRole('img', { name: t.description })).toBeVisible();
  },
} satisfies Meta<typeof VoiceToBookAnimation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Recording: Story = {};
export const Ready: Story = { args: { initialPhase: 'ready' } };
export const RecordingSpanish: Story = { globals: { locale: 'es' } };
export const ReadySpanish: Story = { args: { initialPhase: 'ready' }, globals: { locale: 'es' } };
export const RecordingPhone: Story = { globals: { viewport: { value: 'phone' } } };

/**
 * The real loop on fast timings (start 100 ms, cycle 900 ms, recording 500 ms). It never settles,
 * so it is left out of the screenshots (`no-visual`).
 */
export const Playing: Story = {
  tags: ['no-visual'],
  args: {
    autoPlay: true,
    initialPhase: 'idle',
    startDelayMs: 100,
    cycleMs: 900,
    recordMs: 500,
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyCopy(copy, globals);
    const image = within(canvasElement).getByRole('img', { name: t.description });
    // Under reduced motion the still "ready" frame is all there is to see.
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      await expect(image).toHaveAttribute('data-phase', 'ready');
      return;
    }
    await waitFor(() => expect(image).toHaveAttribute('data-phase', 'recording'));
    await waitFor(() => expect(image).toHaveAttribute('data-phase', 'ready'));
    await waitFor(() => expect(image).toHaveAttribute('data-phase', 'recording'));
  },
};
