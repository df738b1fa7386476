import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyCopy } from '../../../.storybook/locale.js';
import { type InteractionState, pseudoStates, StatesTable } from '../../../.storybook/states.js';
import { vars } from '../../theme/contract.css.js';
import { Accordion } from './Accordion.js';

const copy = {
  en: {
    heading: 'Frequently asked questions',
    items: [
      {
        id: 'trial',
        question: 'How long is the free trial?',
        answer:
          'Seven days, with every feature unlocked. You don’t need a card to start, and nothing is charged when the week ends unless you pick a plan.',
      },
      {
        id: 'formats',
        question: 'Which formats can I download?',
        answer:
          'Every book exports as a print-ready PDF and as an editable DOCX, so you can keep polishing it in your usual word processor.',
      },
      {
        id: 'speed',
        question: 'How long does a book take?',
        answer:
          'Most drafts are ready in 5 to 10 minutes, chapter images and cover included. Books with many chapters can take a little longer.',
      },
      {
        id: 'rights',
        question: 'Who owns the books I make?',
        answer:
          'You do. Publish them, sell them, give them away or rewrite them: the rights stay with you.',
      },
      {
        id: 'languages',
        question: 'Can I write in other languages?',
        answer:
          'Yes. Write in the language you prefer, then translate the finished book into 100+ languages with its headings, chapters and layout intact.',
      },
    ],
  },
  es: {
    heading: 'Preguntas frecuentes',
    items: [
      {
        id: 'trial',
        question: '¿Cuánto dura la prueba gratis?',
        answer:
          'Siete días con todas las funciones. No necesitas tarjeta para empezar y no se te cobra nada al terminar la semana, salvo que elijas un plan.',
      },
      {
        id: 'formats',
        question: '¿En qué formatos puedo descargar mis libros?',
        answer:
          'Cada libro se exporta como PDF listo para imprimir y como DOCX editable, para que sigas puliéndolo en tu procesador de textos de siempre.',
      },
      {
        id: 'speed',
        question: '¿Cuánto se tarda en crear un libro?',
        answer:
          'La mayoría de los borradores están listos en 5 a 10 minutos, con imágenes de capítulo y portada incluidas. Los libros con muchos capítulos pueden tardar un poco más.',
      },
      {
        id: 'rights',
        question: '¿De quién son los libros que creo?',
        answer:
          'Tuyos. Publícalos, véndelos, regálalos o reescríbelos: los derechos siguen siendo tuyos.',
      },
      {
        id: 'languages',
        question: '¿Puedo escribir en otros idiomas?',
        answer:
          'Sí. Escribe en el idioma que prefieras y luego traduce el libro terminado a más de 100 idiomas, sin perder títulos, capítulos ni maquetación.',
      },
    ],
  },
} as const;

const meta = {
  title: 'Components/Content/Accordion',
  tags: ['stable'],
  component: Accordion,
  args: { items: copy.en.items, headingLevel: 3 },
  argTypes: {
    items: { control: false },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
    defaultOpenId: { control: 'select', options: [undefined, ...copy.en.items.map((i) => i.id)] },
  },
  render: (args, { globals }) => {
    const t = storyCopy(copy, globals);
    return (
      <section style={{ maxWidth: 720 }}>
        <h2 style={{ marginBottom: vars.space[4], fontSize: vars.fontSize['2xl'] }}>{t.heading}</h2>
        <Accordion {...args} items={t.items} />
      </section>
    );
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

const questionOf = (globals: Record<string, unknown>, index: number) =>
  storyCopy(copy, globals).items[index]?.question ?? '';
const answerOf = (globals: Record<string, unknown>, index: number) =>
  storyCopy(copy, globals).items[index]?.answer ?? '';

/**
 * Every answer closed; the play opens one, opens another (the browser closes the first: one
 * `name` group), then closes it again. Nothing here is script: it is the browser's own behaviour.
 */
export const AllClosed: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('heading', { level: 3, name: questionOf(globals, 0) });
    const second = canvas.getByRole('heading', { level: 3, name: questionOf(globals, 1) });
    const firstAnswer = canvas.getByText(answerOf(globals, 0));
    const secondAnswer = canvas.getByText(answerOf(globals, 1));
    // Closed answers are in the DOM, out of sight and taking no room: a closed item is as tall
    // as its question's row (and its 1 px rule).
    await expect(firstAnswer).not.toBeVisible();
    const height = (element: Element | null | undefined) =>
      element?.getBoundingClientRect().height ?? Number.NaN;
    await expect(height(first.closest('details')) - height(first.closest('summary'))).toBe(1);

    await userEvent.click(first);
    await expect(firstAnswer).toBeVisible();

    await userEvent.click(second);
    await expect(secondAnswer).toBeVisible();
    await expect(firstAnswer).not.toBeVisible();

    await userEvent.click(second);
    await expect(secondAnswer).not.toBeVisible();
    for (const { answer } of storyCopy(copy, globals).items) {
      await expect(canvas.getByText(answer)).not.toBeVisible();
    }
  },
};

/** One answer open from the start (`defaultOpenId`); its question closes and reopens it. */
export const OneOpen: Story = {
  args: { defaultOpenId: 'formats' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const question = canvas.getByRole('heading', { level: 3, name: questionOf(globals, 1) });
    const answer = canvas.getByText(answerOf(globals, 1));
    await expect(answer).toBeVisible();
    await expect(canvas.getByText(answerOf(globals, 0))).not.toBeVisible();
    await userEvent.click(question);
    await expect(answer).not.toBeVisible();
    await userEvent.click(question);
    await expect(answer).toBeVisible();
  },
};

/** Spanish copy from the toolbar locale. */
export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const question = canvas.getByRole('heading', {
      level: 3,
      name: '¿De quién son los libros que creo?',
    });
    await expect(canvas.getByText(/^Tuyos\./)).not.toBeVisible();
    await userEvent.click(question);
    await expect(canvas.getByText(/^Tuyos\./)).toBeVisible();
  },
};

/** Phone: questions wrap and every question's row stays at least 44 px tall. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { defaultOpenId: 'trial' },
  play: async ({ canvasElement }) => {
    for (const heading of within(canvasElement).getAllByRole('heading', { level: 3 })) {
      // The row a finger hits is the heading's summary.
      const row = heading.closest('summary')?.getBoundingClientRect();
      await expect(row?.height).toBeGreaterThanOrEqual(44);
      await expect(row?.right).toBeLessThanOrEqual(390);
    }
  },
};

/** The states the question's row styles: no disabled state (every answer can be opened). */
const STATES = ['rest', 'hover', 'focus'] as const satisfies readonly InteractionState[];

/** The look the accordion has: one, so its row is unnamed. */
const ROW = 'question';

/**
 * One question's row (the item's `<summary>`) at rest, under the pointer (the question in the
 * brand's ink) and with the keyboard's focus (the page's focus ring round the row), forced with
 * the pseudo-states addon; each cell is an accordion of that one question, closed.
 */
export const States: Story = {
  globals: {
    viewport: { value: 'desktop' },
    pseudo: pseudoStates(ROW, 'summary'),
  },
  render: (args, { globals }) => {
    const first = storyCopy(copy, globals).items.slice(0, 1);
    return (
      <StatesTable
        globals={globals}
        states={STATES}
        rows={[{ name: ROW }]}
        cell={() => (
          <div style={{ width: 320 }}>
            <Accordion {...args} items={first} />
          </div>
        )}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const questions = canvas.getAllByRole('heading', { level: 3, name: questionOf(globals, 0) });
    await expect(questions).toHaveLength(STATES.length);
    for (const answer of canvas.getAllByText(answerOf(globals, 0))) {
      await expect(answer).not.toBeVisible();
    }
  },
};

export const StatesSpanish: Story = {
  ...States,
  globals: { ...States.globals, locale: 'es' },
};
