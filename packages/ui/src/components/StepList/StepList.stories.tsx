import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyCopy } from '../../../.storybook/locale.js';
import { Section } from '../Section/Section.js';
import { STEP_COLUMNS } from './StepList.css.js';
import { StepList } from './StepList.js';

const copy = {
  en: {
    how: 'How it works',
    workflow: 'From upload to earnings',
    three: [
      {
        id: 'topic',
        title: 'Choose your topic',
        text: 'Type a subject and pick how many chapters you want.',
      },
      {
        id: 'create',
        title: 'AI creates the content',
        text: 'Chapters, chapter images and a designed cover, written for your readers.',
      },
      {
        id: 'publish',
        title: 'Download and publish',
        text: 'Export a ready-to-publish PDF and sell it wherever you like.',
      },
    ],
    six: [
      { id: 'upload', title: 'Upload', text: 'Drop in your DOCX manuscript, up to 120 MB.' },
      {
        id: 'edit',
        title: 'Edit',
        text: 'Polish the text with the AI editor and fix anything flagged.',
      },
      {
        id: 'prepare',
        title: 'Prepare',
        text: 'Generate a cover and an SEO description, pick categories.',
      },
      {
        id: 'price',
        title: 'Price and checkout',
        text: 'Set a price from free to $999 and choose how you get paid.',
      },
      {
        id: 'publish',
        title: 'Publish',
        text: 'Your listing goes live on the marketplace instantly.',
      },
      { id: 'earn', title: 'Earn and track', text: 'Follow sales and get paid every month.' },
    ],
  },
  es: {
    how: 'Cómo funciona',
    workflow: 'De la subida a tus ganancias',
    three: [
      {
        id: 'topic',
        title: 'Elige tu tema',
        text: 'Escribe el tema y decide cuántos capítulos quieres.',
      },
      {
        id: 'create',
        title: 'La IA crea el contenido',
        text: 'Capítulos, imágenes y una portada diseñada, pensados para tus lectores.',
      },
      {
        id: 'publish',
        title: 'Descarga y publica',
        text: 'Exporta un PDF listo para publicar y véndelo donde quieras.',
      },
    ],
    six: [
      { id: 'upload', title: 'Sube', text: 'Sube tu manuscrito en DOCX, de hasta 120 MB.' },
      {
        id: 'edit',
        title: 'Edita',
        text: 'Pule el texto con el editor con IA y corrige lo que se marque.',
      },
      {
        id: 'prepare',
        title: 'Prepara',
        text: 'Genera una portada y una descripción SEO, y elige categorías.',
      },
      {
        id: 'price',
        title: 'Precio y cobro',
        text: 'Pon un precio de gratis a 999 $ y elige cómo cobrar.',
      },
      { id: 'publish', title: 'Publica', text: 'Tu ficha aparece en la tienda al instante.' },
      { id: 'earn', title: 'Gana y sigue', text: 'Consulta tus ventas y cobra cada mes.' },
    ],
  },
} as const;

const meta = {
  title: 'Components/Content/StepList',
  tags: ['stable'],
  component: StepList,
  args: { steps: [...copy.en.three], ordered: true },
  argTypes: { columns: { control: 'inline-radio', options: STEP_COLUMNS } },
  parameters: {
    layout: 'fullscreen',
  },
  render: (args, { globals }) => {
    const t = storyCopy(copy, globals);
    const six = args.steps.length === 6;
    return (
      <Section id="steps-section" heading={six ? t.workflow : t.how} tone="soft">
        <StepList {...args} steps={six ? [...t.six] : [...t.three]} />
      </Section>
    );
  },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyCopy(copy, globals);
    const list = within(canvasElement).getByRole('list');
    await expect(list.tagName).toBe(args.ordered === false ? 'UL' : 'OL');
    const steps = args.steps.length === 6 ? t.six : t.three;
    await expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(steps.length);
    await expect(within(list).getByRole('heading', { name: steps[0].title })).toBeVisible();
  },
} satisfies Meta<typeof StepList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeSteps: Story = {};
export const SixSteps: Story = { args: { steps: [...copy.en.six] } };
export const Unordered: Story = { args: { ordered: false } };
export const ThreeStepsSpanish: Story = { globals: { locale: 'es' } };
export const SixStepsSpanish: Story = {
  args: { steps: [...copy.en.six] },
  globals: { locale: 'es' },
};
export const SixStepsPhone: Story = {
  args: { steps: [...copy.en.six] },
  globals: { viewport: { value: 'phone' } },
};
