import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyCopy } from '../../../.storybook/locale.js';
import {
  type InteractionState,
  StatesTable,
  stateCellId,
  stateName,
} from '../../../.storybook/states.js';
import { Rotator, type RotatorTestimonial } from './Rotator.js';

type Row = [author: string, title: string, quote: string];
const toItems = (rows: Row[]): RotatorTestimonial[] =>
  rows.map(([author, title, quote], i) => ({
    id: `t${i + 1}`,
    author,
    title,
    quote,
    platform: i % 2 ? 'SoftwareRatings' : 'ReviewHub',
    rating: 5,
  }));

const copy = {
  en: {
    labels: {
      region: 'Testimonials',
      pause: 'Pause testimonials',
      play: 'Play testimonials',
      goTo: 'Go to testimonial {n}',
      position: '{current} of {total}',
      rating: '{rating} out of 5 stars',
      source: 'Review on {platform}',
      roleDescription: 'carousel',
      slideRoleDescription: 'slide',
    },
    items: toItems([
      [
        'Nadia P.',
        'Nutrition coach',
        'I finally turned my meal-planning notes into a real book. The first draft was ready before my coffee went cold.',
      ],
      [
        'Oscar V.',
        'Small business owner',
        'Every new customer now gets a short guide from us. It took one afternoon to make and looks professionally designed.',
      ],
      [
        'Grace H.',
        'Primary school teacher',
        'My class reads stories I build around their own questions. They were thrilled to see their ideas in print.',
      ],
      [
        'Ravi D.',
        'Podcast host',
        'I talked through an episode’s worth of ideas on my commute and had a tidy ebook waiting that evening.',
      ],
      [
        'Elena C.',
        'Self-published author',
        'Translating my novel into Portuguese kept every chapter heading and page break exactly where I left them.',
      ],
      [
        'James A.',
        'Career consultant',
        'People leave my workshops with a book in hand. It has brought me more referrals than any flyer.',
      ],
      [
        'Mei T.',
        'Craft shop owner',
        'I sell printable pattern books next to my kits. A new one is now a weekend job instead of a month.',
      ],
      [
        'Lukas F.',
        'Thriller writer',
        'The outline tool gives every book a skeleton. The voice and the twists are still all mine.',
      ],
      [
        'Amara O.',
        'Parent of three',
        'I wrote a bedtime story starring our dog. The kids ask for it by name every single night.',
      ],
      [
        'Pete R.',
        'Travel blogger',
        'My best travel posts became a city guide that new subscribers actually download and read.',
      ],
      [
        'Sara N.',
        'Personal trainer',
        'Each coaching package now comes with a training ebook. Clients tell me it feels like a premium extra.',
      ],
    ]),
  },
  es: {
    labels: {
      region: 'Testimonios',
      pause: 'Pausar testimonios',
      play: 'Reproducir testimonios',
      goTo: 'Ir al testimonio {n}',
      position: '{current} de {total}',
      rating: '{rating} de 5 estrellas',
      source: 'Reseña en {platform}',
      roleDescription: 'carrusel',
      slideRoleDescription: 'diapositiva',
    },
    items: toItems([
      [
        'Nadia P.',
        'Coach de nutrición',
        'Por fin convertí mis apuntes de menús semanales en un libro de verdad. El primer borrador estuvo listo antes de que se me enfriara el café.',
      ],
      [
        'Óscar V.',
        'Dueño de un pequeño negocio',
        'Ahora cada cliente nuevo recibe una guía breve de nuestra parte. La hicimos en una tarde y parece diseñada por un profesional.',
      ],
      [
        'Graciela H.',
        'Maestra de primaria',
        'Mis alumnos leen cuentos que escribo a partir de sus propias preguntas. Les encantó ver sus ideas impresas.',
      ],
      [
        'Ravi D.',
        'Presentador de pódcast',
        'Grabé mis ideas de camino al trabajo y por la noche ya me esperaba un ebook bien ordenado.',
      ],
      [
        'Elena C.',
        'Autora autopublicada',
        'Traduje mi novela al portugués y cada título de capítulo y cada salto de página quedaron justo donde los dejé.',
      ],
      [
        'Jaime A.',
        'Orientador laboral',
        'Quienes vienen a mis talleres se van con un libro en la mano. Me ha traído más recomendaciones que cualquier folleto.',
      ],
      [
        'Mei T.',
        'Dueña de una tienda de manualidades',
        'Vendo libros de patrones imprimibles junto a mis kits. Preparar uno nuevo ahora me lleva un fin de semana, no un mes.',
      ],
      [
        'Lukas F.',
        'Escritor de novela de suspense',
        'El generador de esquemas le da un esqueleto a cada libro. La voz y los giros de la trama siguen siendo míos.',
      ],
      [
        'Amara O.',
        'Madre de tres niños',
        'Escribí un cuento para dormir protagonizado por nuestro perro. Mis hijos me lo piden todas las noches.',
      ],
      [
        'Pedro R.',
        'Bloguero de viajes',
        'Mis mejores artículos de viajes se convirtieron en una guía de la ciudad que los nuevos suscriptores sí descargan y leen.',
      ],
      [
        'Sara N.',
        'Entrenadora personal',
        'Cada plan de entrenamiento incluye ahora un ebook. Mis clientes dicen que lo sienten como un extra de lujo.',
      ],
    ]),
  },
} as const;

const quoteOf = (globals: Record<string, unknown>, index: number) =>
  storyCopy(copy, globals).items[index]?.quote ?? '';

const meta = {
  title: 'Components/Content/Rotator',
  tags: ['stable'],
  component: Rotator,
  // Paused by default so every screenshot shows the same testimonial.
  args: { items: copy.en.items, labels: copy.en.labels, autoPlay: false, initialIndex: 0 },
  argTypes: {
    items: { control: false },
    labels: { control: false },
    initialIndex: { control: { type: 'number', min: 0, max: 10 } },
    intervalMs: { control: { type: 'number', min: 1000, step: 500 } },
  },
  render: (args, { globals }) => {
    const t = storyCopy(copy, globals);
    return (
      <div style={{ maxWidth: 640 }}>
        <Rotator {...args} items={t.items} labels={t.labels} />
      </div>
    );
  },
} satisfies Meta<typeof Rotator>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Rotating every 4 s. The play waits for one advance, then a dot click brings it back to 1. Under
 * reduced motion (as in the screenshot pass) it starts paused, and the play checks just that.
 */
export const Playing: Story = {
  args: { autoPlay: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyCopy(copy, globals);
    const canvas = within(canvasElement);
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      await expect(await canvas.findByRole('button', { name: t.labels.play })).toBeVisible();
      return;
    }
    await expect(canvas.getByRole('button', { name: t.labels.pause })).toBeVisible();
    await expect(canvas.getByRole('group')).toHaveAccessibleName(
      t.labels.position.replace('{current}', '1').replace('{total}', '11'),
    );
    await waitFor(
      () =>
        expect(canvas.getByRole('group')).toHaveAccessibleName(
          t.labels.position.replace('{current}', '2').replace('{total}', '11'),
        ),
      { timeout: 6000 },
    );
    // Focus inside holds the rotation, so the screenshot is taken on testimonial 1.
    await userEvent.click(canvas.getByRole('button', { name: t.labels.goTo.replace('{n}', '1') }));
    await waitFor(() => expect(canvas.getByText(quoteOf(globals, 0))).toBeVisible());
  },
};

/** Paused: the toggle offers play, and a dot still moves to its testimonial. */
export const Paused: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyCopy(copy, globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t.labels.play })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.labels.goTo.replace('{n}', '3') }));
    // The cross-fade takes `duration.slow`; wait for it to settle.
    await waitFor(() => expect(canvas.getByText(quoteOf(globals, 2))).toBeVisible());
    await waitFor(() => expect(canvas.getByText(quoteOf(globals, 0))).not.toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: t.labels.goTo.replace('{n}', '1') }));
    await waitFor(() => expect(canvas.getByText(quoteOf(globals, 0))).toBeVisible());
  },
};

/** Testimonial 5 of 11: only that slide reaches assistive technology. */
export const AtSlideFive: Story = {
  args: { initialIndex: 4 },
  play: async ({ canvasElement, globals }) => {
    const t = storyCopy(copy, globals);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group')).toHaveLength(1);
    await expect(canvas.getAllByRole('group', { hidden: true })).toHaveLength(11);
    await expect(canvas.getByRole('group')).toHaveTextContent(quoteOf(globals, 4));
    await expect(
      canvas.getByRole('button', { name: t.labels.goTo.replace('{n}', '5') }),
    ).toHaveAttribute('aria-current', 'true');
  },
};

/** Spanish copy; the toggle switches between play and pause. */
export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Testimonios' })).toBeVisible();
    await expect(canvas.getByRole('group')).toHaveAccessibleName('1 de 11');
    await userEvent.click(canvas.getByRole('button', { name: 'Reproducir testimonios' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Pausar testimonios' }));
    await expect(canvas.getByRole('button', { name: 'Reproducir testimonios' })).toHaveFocus();
    await expect(canvas.getByRole('group')).toHaveTextContent('5 de 5 estrellas');
    await expect(canvas.getByRole('group')).toHaveTextContent('Reseña en ReviewHub');
  },
};

/** Phone: the toggle and all eleven dots share one row. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const t = storyCopy(copy, globals);
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: t.labels.play });
    const lastDot = canvas.getByRole('button', { name: t.labels.goTo.replace('{n}', '11') });
    await expect(lastDot.getBoundingClientRect().top).toBe(toggle.getBoundingClientRect().top);
    await expect(toggle.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/**
 * The states the controls style: the play/pause toggle takes the brand's soft tint under the
 * pointer; the dots have no hover look, so only the keyboard's focus (the page's focus ring) shows
 * on them. Nothing in the rotator can be disabled.
 */
const STATES = ['rest', 'hover', 'focus'] as const satisfies readonly InteractionState[];

/**
 * The look the rotator has: one, so its name only starts the cells' ids; named after the component,
 * so no other story's cells have these ids (the pseudo selectors start from them).
 */
const ROW = 'rotator-controls';

/** The testimonials of the states story: three, so the picture is about the controls. */
const STATES_ITEMS = 3;

/** The play/pause toggle of a cell's rotator: the one button directly in its controls' row. */
const TOGGLE = (state: InteractionState) =>
  `#${stateCellId(ROW, state)} section > div + div > button`;

/**
 * The toggle at rest, under the pointer and with the keyboard's focus, and the second dot with the
 * keyboard's focus, forced with the pseudo-states addon; each cell is a paused rotator of three
 * testimonials whose region's name says its state, so the three carousels are told apart.
 */
export const States: Story = {
  globals: {
    viewport: { value: 'desktop' },
    pseudo: {
      hover: [TOGGLE('hover')],
      focusVisible: [
        TOGGLE('focus'),
        `#${stateCellId(ROW, 'focus')} button[aria-label]:nth-child(2)`,
      ],
    },
  },
  render: (args, { globals }) => {
    const t = storyCopy(copy, globals);
    return (
      <StatesTable
        globals={globals}
        states={STATES}
        rows={[{ name: ROW }]}
        cell={(state) => (
          <div style={{ width: 320 }}>
            <Rotator
              {...args}
              items={t.items.slice(0, STATES_ITEMS)}
              labels={{ ...t.labels, region: `${t.labels.region}: ${stateName(state, globals)}` }}
            />
          </div>
        )}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyCopy(copy, globals);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: t.labels.play })).toHaveLength(
      STATES.length,
    );
    await expect(canvas.getAllByText(quoteOf(globals, 0))).toHaveLength(STATES.length);
  },
};
