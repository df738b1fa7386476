import type { Locale } from '@landing/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyCopy } from '../../../.storybook/locale.js';
import { Section } from '../Section/Section.js';
import { FEATURE_COLUMNS } from './FeatureGrid.css.js';
import { FeatureGrid, type FeatureItem } from './FeatureGrid.js';

const copy: Record<Locale, { heading: string; items: FeatureItem[] }> = {
  en: {
    heading: 'Everything you need to publish',
    items: [
      {
        id: 'chapters',
        icon: 'sparkles',
        colour: 'violet',
        title: 'AI-written chapters',
        text: 'Give a topic and a chapter count; get a complete draft.',
      },
      {
        id: 'images',
        icon: 'image',
        colour: 'blue',
        title: 'Chapter images',
        text: 'Every chapter gets an illustration that fits it.',
      },
      {
        id: 'cover',
        icon: 'palette',
        colour: 'pink',
        title: 'AI-designed cover',
        text: 'A cover that looks at home on any store shelf.',
      },
      {
        id: 'export',
        icon: 'download',
        colour: 'teal',
        title: 'Ready-to-publish PDF',
        text: 'Download a polished file in one click.',
      },
      {
        id: 'languages',
        icon: 'globe',
        colour: 'amber',
        title: 'Many languages',
        text: 'Write in your language or translate into 100+.',
      },
      {
        id: 'own',
        icon: 'shield',
        colour: 'orange',
        title: 'You own it',
        text: 'Your ebooks stay yours, to sell or give away.',
      },
    ],
  },
  es: {
    heading: 'Todo lo que necesitas para publicar',
    items: [
      {
        id: 'chapters',
        icon: 'sparkles',
        colour: 'violet',
        title: 'Capítulos escritos con IA',
        text: 'Indica un tema y cuántos capítulos quieres; recibe un borrador completo.',
      },
      {
        id: 'images',
        icon: 'image',
        colour: 'blue',
        title: 'Imágenes por capítulo',
        text: 'Cada capítulo lleva una ilustración a su medida.',
      },
      {
        id: 'cover',
        icon: 'palette',
        colour: 'pink',
        title: 'Portada diseñada con IA',
        text: 'Una portada que luce bien en cualquier tienda.',
      },
      {
        id: 'export',
        icon: 'download',
        colour: 'teal',
        title: 'PDF listo para publicar',
        text: 'Descarga un archivo cuidado con un clic.',
      },
      {
        id: 'languages',
        icon: 'globe',
        colour: 'amber',
        title: 'Muchos idiomas',
        text: 'Escribe en tu idioma o traduce a más de 100.',
      },
      {
        id: 'own',
        icon: 'shield',
        colour: 'orange',
        title: 'Es tuyo',
        text: 'Tus ebooks son tuyos, para venderlos o regalarlos.',
      },
    ],
  },
};

const meta = {
  title: 'Components/Content/FeatureGrid',
  tags: ['stable'],
  component: FeatureGrid,
  args: { items: copy.en.items, columns: 3 },
  argTypes: { columns: { control: 'inline-radio', options: FEATURE_COLUMNS } },
  parameters: {
    layout: 'fullscreen',
  },
  render: (args, { globals }) => {
    const t = storyCopy(copy, globals);
    return (
      <Section heading={t.heading}>
        <FeatureGrid {...args} items={t.items} />
      </Section>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyCopy(copy, globals);
    const list = within(canvasElement).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(list).getByRole('heading', { name: t.items[2]!.title })).toBeVisible();
  },
} satisfies Meta<typeof FeatureGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeColumns: Story = {};
export const TwoColumns: Story = { args: { columns: 2 } };
export const Spanish: Story = { globals: { locale: 'es' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
