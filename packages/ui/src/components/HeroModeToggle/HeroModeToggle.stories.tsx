import type { Locale } from '@landing/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyCopy } from '../../../.storybook/locale.js';
import { type InteractionState, StatesStack, stateCellId } from '../../../.storybook/states.js';
import { vars } from '../../theme/contract.css';
import { HeroModeToggle, type HeroModeToggleLabels } from './HeroModeToggle';

const copy: Record<Locale, { labels: HeroModeToggleLabels; create: string; have: string }> = {
  en: {
    labels: {
      list: 'What would you like to do?',
      create: 'Create a book with AI',
      have: 'I already have a book',
    },
    create: 'Give us a topic and a chapter count: your ebook is ready in minutes.',
    have: 'Upload your finished manuscript, set a price and start selling today.',
  },
  es: {
    labels: {
      list: '¿Qué quieres hacer?',
      create: 'Crear un libro con IA',
      have: 'Ya tengo un libro',
    },
    create: 'Dinos el tema y cuántos capítulos quieres: tu ebook estará listo en minutos.',
    have: 'Sube tu manuscrito terminado, ponle precio y empieza a vender hoy mismo.',
  },
};

const panelStyle = {
  marginTop: vars.space[6],
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
};

/** Sets the page hash for one story and puts the original URL back afterwards. */
const withHash = (hash: string) => () => {
  const original = location.href;
  history.replaceState(null, '', hash || location.pathname + location.search);
  return () => history.replaceState(null, '', original);
};

const meta = {
  title: 'Components/Actions/HeroModeToggle',
  tags: ['stable'],
  component: HeroModeToggle,
  args: { labels: copy.en.labels, createPanelId: 'hero-create', havePanelId: 'hero-have' },
  beforeEach: withHash(''),
  render: (args, { globals }) => {
    const t = storyCopy(copy, globals);
    return (
      <>
        <HeroModeToggle {...args} labels={t.labels} />
        <section
          id="hero-create"
          role="tabpanel"
          aria-labelledby="hero-create-tab"
          data-hero-panel="create"
          style={panelStyle}
        >
          <p>{t.create}</p>
        </section>
        <section
          id="hero-have"
          role="tabpanel"
          aria-labelledby="hero-have-tab"
          data-hero-panel="have"
          style={panelStyle}
          hidden
        >
          <p>{t.have}</p>
        </section>
      </>
    );
  },
} satisfies Meta<typeof HeroModeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No hash: "create" selected, its block shown. */
export const CreateSelected: Story = {
  play: async ({ canvasElement }) => {
    const tabs = within(canvasElement).getAllByRole('tab');
    // The tabs' state is the script's (bound in an effect after the first paint), not the markup's.
    await waitFor(() => expect(tabs[0]).toHaveAttribute('aria-selected', 'true'));
    await expect(canvasElement.querySelector('#hero-have')).not.toBeVisible();
  },
};

/** `#have-book` in the URL: "have" selected, its block shown. */
export const HaveSelected: Story = {
  beforeEach: withHash('#have-book'),
  play: async ({ canvasElement }) => {
    const tabs = within(canvasElement).getAllByRole('tab');
    await waitFor(() => expect(tabs[1]).toHaveAttribute('aria-selected', 'true'));
    await expect(canvasElement.querySelector('#hero-have')).toBeVisible();
    await expect(canvasElement.querySelector('#hero-create')).not.toBeVisible();
  },
};

/** Spanish copy; clicking the second tab flips the selection and the blocks. Ends in "have". */
export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const have = canvas.getByRole('tab', { name: 'Ya tengo un libro' });
    await userEvent.click(have);
    await expect(have).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Crear un libro con IA' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    await expect(canvasElement.querySelector('#hero-have')).toBeVisible();
    await expect(canvasElement.querySelector('#hero-create')).not.toBeVisible();
    await expect(location.hash).toBe('#have-book');
  },
};

/** Click the second tab, then back with the arrow key. Ends in "create". */
export const ClickAndKeyboard: Story = {
  // A test of an interaction, not a state to review (docs/CONTRIBUTING.md "Stories and baselines").
  tags: ['!dev', '!autodocs', 'interaction'],
  play: async ({ canvasElement }) => {
    const tabs = within(canvasElement).getAllByRole('tab');
    const [create, have] = tabs as [HTMLElement, HTMLElement];
    await userEvent.click(have);
    await expect(have).toHaveAttribute('aria-selected', 'true');
    await expect(canvasElement.querySelector('#hero-have')).toBeVisible();
    await expect(canvasElement.querySelector('#hero-create')).not.toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(create).toHaveFocus();
    await expect(create).toHaveAttribute('aria-selected', 'true');
    await expect(canvasElement.querySelector('#hero-create')).toBeVisible();
    await expect(location.hash).toBe('');
  },
};

/** The states the tabs style: no disabled state (both modes are always there). */
const STATES = ['rest', 'hover', 'focus'] as const satisfies readonly InteractionState[];

/** The look the toggle has: one, whose name starts the cells' ids. */
const ROW = 'toggle';

/**
 * The toggle at rest, with the pointer over the tab not selected (its label darkens) and with the
 * keyboard's focus on the selected tab (the one Tab reaches), forced with the pseudo-states addon.
 * One under another, as three toggles side by side do not fit 1280 px on one line each. Each
 * toggle has panels of its own, empty: the tabs' state is what is shown.
 */
export const States: Story = {
  globals: {
    viewport: { value: 'desktop' },
    pseudo: {
      hover: [`#${stateCellId(ROW, 'hover')} [data-mode="have"]`],
      focusVisible: [`#${stateCellId(ROW, 'focus')} [data-mode="create"]`],
    },
  },
  render: (_args, { globals }) => {
    const t = storyCopy(copy, globals);
    return (
      <StatesStack
        globals={globals}
        states={STATES}
        row={ROW}
        cell={(state) => (
          // As wide as the toggle, so the toggle (centred in the hero) sits under its caption.
          <div style={{ width: 'fit-content' }}>
            <HeroModeToggle
              labels={t.labels}
              createPanelId={`${state}-create`}
              havePanelId={`${state}-have`}
            />
            <div
              id={`${state}-create`}
              role="tabpanel"
              aria-labelledby={`${state}-create-tab`}
              data-hero-panel="create"
            />
            <div
              id={`${state}-have`}
              role="tabpanel"
              aria-labelledby={`${state}-have-tab`}
              data-hero-panel="have"
              hidden
            />
          </div>
        )}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyCopy(copy, globals);
    const canvas = within(canvasElement);
    const creates = canvas.getAllByRole('tab', { name: t.labels.create });
    await expect(creates).toHaveLength(STATES.length);
    // Each toggle's script has bound it: "create" selected in every cell, as the page opens.
    for (const create of creates) {
      await waitFor(() => expect(create).toHaveAttribute('aria-selected', 'true'));
    }
  },
};

export const StatesSpanish: Story = {
  ...States,
  globals: { ...States.globals, locale: 'es' },
};
