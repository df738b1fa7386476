import type { IconName, Locale } from '@landing/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  INITIAL_GLOBALS,
  type StoryGlobals,
  storyCopy,
  storyLocale,
} from '../../../.storybook/locale.js';
import type { PaletteName } from '../../theme/tokens.js';
import { AudienceCard } from './AudienceCard.js';

interface Audience {
  id: string;
  title: string;
  icon: IconName;
  colour: PaletteName;
  description: string;
  benefits: string[];
  cta: string;
}

const register = 'https://app.example.com/register?source=homepage&action=register';

const copy: Record<Locale, { newTab: string; audiences: Audience[] }> = {
  en: {
    newTab: '(opens in a new tab)',
    audiences: [
      {
        id: 'course-creators',
        title: 'Course creators',
        icon: 'graduationCap',
        colour: 'indigo',
        description:
          'Give every student a companion ebook that keeps teaching after the last lesson.',
        benefits: [
          'Workbooks built from your modules',
          'Lead magnets for every launch',
          'A second product from the same material',
        ],
        cta: 'Create your course ebook',
      },
      {
        id: 'small-business',
        title: 'Small business owners',
        icon: 'briefcase',
        colour: 'teal',
        description: 'Show what you know in a short guide your customers will actually keep.',
        benefits: [
          'Guides that answer common questions',
          'A giveaway that collects emails',
          'Authority without hiring a writer',
        ],
        cta: 'Write your business guide',
      },
      {
        id: 'parents-teachers',
        title: 'Parents and teachers',
        icon: 'heart',
        colour: 'rose',
        description: 'Turn a bedtime idea or a lesson plan into an illustrated book in minutes.',
        benefits: [
          'Stories starring your own kids',
          'Reading material for any level',
          'Illustrations on every chapter',
        ],
        cta: 'Make a book for your kids',
      },
    ],
  },
  es: {
    newTab: '(se abre en una pestaña nueva)',
    audiences: [
      {
        id: 'course-creators',
        title: 'Creadores de cursos',
        icon: 'graduationCap',
        colour: 'indigo',
        description:
          'Dale a cada alumno un ebook de apoyo que siga enseñando después de la última clase.',
        benefits: [
          'Cuadernos creados a partir de tus módulos',
          'Recursos gratuitos para cada lanzamiento',
          'Un segundo producto con el mismo material',
        ],
        cta: 'Crea el ebook de tu curso',
      },
      {
        id: 'small-business',
        title: 'Dueños de pequeños negocios',
        icon: 'briefcase',
        colour: 'teal',
        description: 'Demuestra lo que sabes con una guía breve que tus clientes sí van a guardar.',
        benefits: [
          'Guías que resuelven las dudas habituales',
          'Un regalo que consigue correos',
          'Autoridad sin contratar a un redactor',
        ],
        cta: 'Escribe la guía de tu negocio',
      },
      {
        id: 'parents-teachers',
        title: 'Madres, padres y docentes',
        icon: 'heart',
        colour: 'rose',
        description:
          'Convierte una idea para dormir o un plan de clase en un libro ilustrado en minutos.',
        benefits: [
          'Cuentos protagonizados por tus hijos',
          'Lecturas para cualquier nivel',
          'Ilustraciones en cada capítulo',
        ],
        cta: 'Haz un libro para tus peques',
      },
    ],
  },
};

const cardProps = (globals: StoryGlobals, index: number) => {
  const _locale = storyLocale(globals);
  const t = storyCopy(copy, globals);
  const { cta, id: _id, ...audience } = t.audiences[index]!;
  return {
    ...audience,
    cta: {
      label: cta,
      href: register,
      track: 'cta_start_trial',
      opensInNewTab: true,
      newTabLabel: t.newTab,
    },
  };
};

const meta = {
  title: 'Components/Content/AudienceCard',
  tags: ['stable'],
  component: AudienceCard,
  args: cardProps(INITIAL_GLOBALS, 0),
  decorators: [
    // Single-card stories at card width; the row stories set `parameters.fullWidth`.
    (Story, { parameters }) =>
      parameters.fullWidth ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 380 }}>
          <Story />
        </div>
      ),
  ],
  render: (_args, { globals }) => <AudienceCard {...cardProps(globals, 0)} />,
  play: async ({ canvasElement, globals }) => {
    const _locale = storyLocale(globals);
    const t = storyCopy(copy, globals);
    const audience = t.audiences[0]!;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: audience.title })).toBeVisible();
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    const link = canvas.getByRole('link', { name: `${audience.cta} ${t.newTab}` });
    await expect(link).toHaveAttribute('data-track', 'cta_start_trial');
  },
} satisfies Meta<typeof AudienceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Spanish: Story = { globals: { locale: 'es' } };

/** Three cards in a row: the buttons line up whatever the text length. */
export const InARow: Story = {
  parameters: { fullWidth: true },
  render: (_args, { globals }) => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
        gap: 20,
      }}
    >
      {[0, 1, 2].map((index) => (
        <AudienceCard key={index} {...cardProps(globals, index)} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(3);
    if (window.innerWidth >= 900) {
      const tops = links.map((link) => Math.round(link.getBoundingClientRect().top));
      await expect(new Set(tops).size).toBe(1);
    }
  },
};

export const InARowSpanish: Story = { ...InARow, globals: { locale: 'es' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
