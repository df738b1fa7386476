import type { IconName, Locale } from '@landing/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyCopy } from '../../../.storybook/locale.js';
import type { PaletteName } from '../../theme/tokens.js';
import { ToolCard } from './ToolCard.js';

interface Tool {
  name: string;
  description: string;
  icon: IconName;
  colour: PaletteName;
  href: string;
}

const copy: Record<Locale, Tool[]> = {
  en: [
    {
      name: 'Novel Title Ideas Generator',
      description: 'Twenty fresh titles for your novel, matched to its genre and mood.',
      icon: 'feather',
      colour: 'indigo',
      href: '/novel-title-ideas-generator',
    },
    {
      name: 'Book Summary Creator',
      description: 'A clear chapter-by-chapter summary of any book you paste in.',
      icon: 'bookOpen',
      colour: 'teal',
      href: '/book-summary-creator',
    },
    {
      name: 'KDP Keyword Research Tool',
      description: 'Keywords readers really type, to help your book get found.',
      icon: 'search',
      colour: 'amber',
      href: '/kdp-keyword-research-tool',
    },
  ],
  es: [
    {
      name: 'Generador de títulos para novelas',
      description: 'Veinte títulos nuevos para tu novela, según su género y su tono.',
      icon: 'feather',
      colour: 'indigo',
      href: '/es/generador-de-titulos-para-novelas',
    },
    {
      name: 'Creador de resúmenes de libros',
      description: 'Un resumen claro, capítulo a capítulo, de cualquier libro que pegues.',
      icon: 'bookOpen',
      colour: 'teal',
      href: '/es/creador-de-resumenes-de-libros',
    },
    {
      name: 'Herramienta de palabras clave KDP',
      description:
        'Las palabras que de verdad escriben los lectores, para que encuentren tu libro.',
      icon: 'search',
      colour: 'amber',
      href: '/es/herramienta-palabras-clave-kdp',
    },
  ],
};

const meta = {
  title: 'Components/Content/ToolCard',
  tags: ['stable'],
  component: ToolCard,
  args: copy.en[0]!,
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
  render: (_args, { globals }) => <ToolCard {...storyCopy(copy, globals)[0]!} />,
  play: async ({ canvasElement, globals }) => {
    const tool = storyCopy(copy, globals)[0]!;
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: tool.name });
    await expect(link).toHaveAttribute('href', tool.href);
    // A click on the description lands on the link: the whole card is the target.
    const description = canvas.getByText(tool.description);
    const box = description.getBoundingClientRect();
    await expect(document.elementFromPoint(box.x + 8, box.y + box.height / 2)).toBe(link);
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
} satisfies Meta<typeof ToolCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Spanish: Story = { globals: { locale: 'es' } };

export const Grid: Story = {
  parameters: { fullWidth: true },
  render: (_args, { globals }) => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
        gap: 16,
      }}
    >
      {storyCopy(copy, globals).map((tool) => (
        <ToolCard key={tool.href} {...tool} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(3);
    await userEvent.tab();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
  },
};

export const GridSpanish: Story = { ...Grid, globals: { locale: 'es' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

/** The card's states side by side, each with its name as a caption. */
const STATE_CAPTIONS = {
  en: { rest: 'At rest', hover: 'Pointer over', focus: 'Keyboard focus' },
  es: { rest: 'En reposo', hover: 'Con el puntero encima', focus: 'Con el foco del teclado' },
} as const;

/**
 * At rest, under the pointer (border, shadow, a lift and the name underlined) and with the
 * keyboard's focus (the ring around the whole card), forced with the pseudo-states addon.
 */
export const States: Story = {
  globals: {
    viewport: { value: 'desktop' },
    pseudo: { hover: ['#card-hover > *'], focusWithin: ['#card-focus > *'] },
  },
  parameters: {
    fullWidth: true,
  },
  render: (_args, { globals }) => {
    const tool = storyCopy(copy, globals)[0]!;
    const captions = storyCopy(STATE_CAPTIONS, globals);
    return (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 24 }}>
        {(['rest', 'hover', 'focus'] as const).map((state) => (
          <figure key={state} style={{ margin: 0 }}>
            <figcaption style={{ marginBottom: 12, fontWeight: 600 }}>{captions[state]}</figcaption>
            <div id={`card-${state}`}>
              <ToolCard {...tool} />
            </div>
          </figure>
        ))}
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const tool = storyCopy(copy, globals)[0]!;
    await expect(within(canvasElement).getAllByRole('link', { name: tool.name })).toHaveLength(3);
  },
};
