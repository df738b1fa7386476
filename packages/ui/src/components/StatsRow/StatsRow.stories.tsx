import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyCopy } from '../../../.storybook/locale.js';
import { Section } from '../Section/Section.js';
import { StatsRow } from './StatsRow.js';

const copy = {
  en: {
    heading: 'Inkwell AI in numbers',
    items: [
      { id: 'books', value: '2,500+', label: 'books published' },
      { id: 'authors', value: '180+', label: 'authors selling' },
      { id: 'satisfaction', value: '96%', label: 'author satisfaction' },
      { id: 'countries', value: '42+', label: 'supported countries' },
      { id: 'categories', value: '20+', label: 'book categories' },
      { id: 'publish', value: 'Under 5 min', label: 'to publish' },
    ],
  },
  es: {
    heading: 'Inkwell AI en cifras',
    items: [
      { id: 'books', value: '2.500+', label: 'libros publicados' },
      { id: 'authors', value: '180+', label: 'autores vendiendo' },
      { id: 'satisfaction', value: '96 %', label: 'autores satisfechos' },
      { id: 'countries', value: '42+', label: 'países disponibles' },
      { id: 'categories', value: '20+', label: 'categorías de libros' },
      { id: 'publish', value: 'Menos de 5 min', label: 'para publicar' },
    ],
  },
} as const;

const meta = {
  title: 'Components/Content/StatsRow',
  tags: ['stable'],
  component: StatsRow,
  args: { items: [...copy.en.items] },
  parameters: {
    layout: 'fullscreen',
  },
  render: (_args, { globals }) => {
    const t = storyCopy(copy, globals);
    return (
      <Section heading={t.heading}>
        <StatsRow items={[...t.items]} />
      </Section>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyCopy(copy, globals);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(6);
    await expect(canvas.getAllByRole('definition')[0]).toHaveTextContent(t.items[0].value);
  },
} satisfies Meta<typeof StatsRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Spanish: Story = { globals: { locale: 'es' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const OnInverse: Story = {
  render: (_args, { globals }) => {
    const t = storyCopy(copy, globals);
    return (
      <Section heading={t.heading} tone="inverse">
        <StatsRow items={[...t.items]} />
      </Section>
    );
  },
};
