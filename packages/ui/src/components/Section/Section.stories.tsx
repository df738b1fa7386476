import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyCopy } from '../../../.storybook/locale.js';
import { SECTION_ALIGNS, SECTION_TONES } from './Section.css.js';
import { Section } from './Section.js';

const copy = {
  en: {
    heading: 'From manuscript to marketplace',
    intro:
      'Upload your finished book, polish it with the AI editor and start selling the same day.',
    body: 'Everything in this section sits inside the content-width container, so lines stay readable on wide screens.',
  },
  es: {
    heading: 'De tu manuscrito a la tienda',
    intro: 'Sube tu libro terminado, púlelo con el editor con IA y empieza a vender el mismo día.',
    body: 'Todo lo que hay en esta sección vive dentro del contenedor de ancho de contenido, así las líneas se leen bien en pantallas anchas.',
  },
} as const;

const meta = {
  title: 'Components/Content/Section',
  tags: ['stable'],
  component: Section,
  args: { heading: copy.en.heading, tone: 'plain', align: 'center', headingLevel: 2 },
  argTypes: {
    tone: { control: 'inline-radio', options: SECTION_TONES },
    align: { control: 'inline-radio', options: SECTION_ALIGNS },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
  },
  parameters: {
    layout: 'fullscreen',
  },
  render: (args, { globals }) => {
    const t = storyCopy(copy, globals);
    return (
      <Section {...args} heading={t.heading} intro={t.intro}>
        <p style={{ maxWidth: '40rem', marginInline: 'auto' }}>{t.body}</p>
      </Section>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyCopy(copy, globals);
    const region = within(canvasElement).getByRole('region', { name: t.heading });
    await expect(within(region).getByRole('heading', { level: 2, name: t.heading })).toBeVisible();
    await expect(within(region).getByText(t.intro)).toBeVisible();
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const Soft: Story = { args: { tone: 'soft' } };
export const Inverse: Story = { args: { tone: 'inverse' } };
export const AlignedStart: Story = { args: { align: 'start' } };
export const Spanish: Story = { args: { tone: 'soft' }, globals: { locale: 'es' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

/** An anchor target: the heading id derives from the section id, so links and names are stable. */
export const WithAnchor: Story = {
  args: { id: 'steps-section' },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('section#steps-section');
    await expect(section).not.toBeNull();
    await expect(section).toHaveAttribute('aria-labelledby', 'steps-section-heading');
  },
};
