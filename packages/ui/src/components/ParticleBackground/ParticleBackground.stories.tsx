import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { storyCopy } from '../../../.storybook/locale.js';
import type { StatusParameter } from '../../docs/status.js';
import { PALETTE_NAMES } from '../../theme/tokens.js';
import { ParticleBackground } from './ParticleBackground.js';

const copy = {
  en: {
    heading: 'Write your first ebook today',
    text: 'The particles sit behind this text: decorative, out of the layout and out of the way of clicks.',
    link: 'Start free trial',
  },
  es: {
    heading: 'Escribe hoy tu primer ebook',
    text: 'Las partículas quedan detrás de este texto: son decorativas, no ocupan sitio y no bloquean ningún clic.',
    link: 'Prueba gratis',
  },
} as const;

const meta = {
  title: 'Components/Product previews/ParticleBackground',
  // Beta: the reason is `parameters.status`, shown on the docs page.
  tags: ['beta'],
  component: ParticleBackground,
  args: { density: 'medium', color: 'violet', seed: 1, autoPlay: false },
  argTypes: {
    density: { control: 'inline-radio', options: ['low', 'medium', 'high'] },
    color: { control: 'select', options: PALETTE_NAMES },
  },
  parameters: {
    status: {
      reason: 'Its running field is left out of the screenshots, so no picture holds its look.',
    } satisfies StatusParameter,
  },
  render: (args, { globals }) => {
    const t = storyCopy(copy, globals);
    return (
      <div
        data-testid="host"
        style={{
          position: 'relative',
          isolation: 'isolate',
          display: 'grid',
          alignContent: 'center',
          gap: 16,
          minHeight: 360,
          padding: 32,
          borderRadius: 20,
          background: '#f5f3ff',
        }}
      >
        <ParticleBackground {...args} />
        <h2 style={{ fontSize: '2rem' }}>{t.heading}</h2>
        <p style={{ maxWidth: '32rem' }}>{t.text}</p>
        <a href="#start" style={{ color: '#4c1d95', fontWeight: 600, padding: '12px 0' }}>
          {t.link}
        </a>
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyCopy(copy, globals);
    const canvas = canvasElement.querySelector('canvas')!;
    const layer = canvas.parentElement!;
    const style = getComputedStyle(layer);
    await expect(layer).toHaveAttribute('aria-hidden', 'true');
    await expect(style.position).toBe('absolute');
    await expect(style.pointerEvents).toBe('none');
    // Something is drawn: the canvas is sized, then painted in a later frame.
    const painted = () =>
      canvas.width > 0 &&
      canvas
        .getContext('2d')!
        .getImageData(0, 0, canvas.width, canvas.height)
        .data.some((value, i) => i % 4 === 3 && value > 0);
    await waitFor(() => expect(painted()).toBe(true));
    // The content on top stays reachable: the canvas does not take the click.
    const link = within(canvasElement).getByRole('link', { name: t.link });
    const box = link.getBoundingClientRect();
    await expect(document.elementFromPoint(box.x + 4, box.y + box.height / 2)).toBe(link);
  },
} satisfies Meta<typeof ParticleBackground>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Still: Story = {};
export const Dense: Story = { args: { density: 'high' } };
export const Sparse: Story = { args: { density: 'low', color: 'teal', seed: 7 } };
export const StillSpanish: Story = { globals: { locale: 'es' } };
export const StillPhone: Story = { globals: { viewport: { value: 'phone' } } };

/** The running loop: frames change over time. Never settles, so no screenshot (`no-visual`). */
export const Animated: Story = {
  tags: ['no-visual'],
  args: { autoPlay: true, density: 'high' },
  play: async (context) => {
    await meta.play(context);
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const canvas = context.canvasElement.querySelector('canvas')!;
    const snapshot = () => canvas.toDataURL();
    const first = snapshot();
    await waitFor(() => expect(snapshot()).not.toBe(first), { timeout: 2000 });
  },
};
