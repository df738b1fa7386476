import { DEFAULT_LOCALE } from '@landing/content/locale-table';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { isPseudoLocale, storyCopy, storyLocale } from '../../../.storybook/locale.js';
import {
  type InteractionState,
  StatesStack,
  stateCellId,
  stateName,
} from '../../../.storybook/states.js';
import { RoyaltyTable } from './RoyaltyTable';
import { royaltyTableFixtures } from './RoyaltyTable.fixtures';

const meta = {
  title: 'Components/Content/RoyaltyTable',
  tags: ['stable'],
  component: RoyaltyTable,
  args: royaltyTableFixtures.en,
  // Copy follows the toolbar locale; args the reader edits in Controls win in the default language
  // (English), the one they are written in.
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <RoyaltyTable
        {...(locale === DEFAULT_LOCALE && !isPseudoLocale(globals)
          ? args
          : storyCopy(royaltyTableFixtures, globals))}
      />
    );
  },
} satisfies Meta<typeof RoyaltyTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop width: the whole table is visible, the product row set apart. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = storyCopy(royaltyTableFixtures, globals);
    await expect(canvas.getByRole('table', { name: t.caption })).toBeVisible();
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(4);
    const product = canvas.getByRole('row', { name: new RegExp(t.rows[3]?.platform ?? '') });
    await expect(within(product).getByText(t.highlightLabel ?? '')).toBeVisible();
    // From the tablet width up the whole table fits; below it, it scrolls (see Phone).
    if (window.innerWidth >= 740) {
      const region = canvas.getByRole('region', { name: t.caption });
      await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    }
  },
};

/**
 * A 390 px phone: the table keeps its width and scrolls sideways inside the region, which takes
 * keyboard focus; the caption stays readable without scrolling.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  // The story test runs in a desktop-sized browser: a phone-wide frame gives the same layout.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 358 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = storyCopy(royaltyTableFixtures, globals);
    const region = canvas.getByRole('region', { name: t.caption });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    await expect(region).toHaveFocus();
    region.scrollLeft = region.scrollWidth;
    await expect(region.scrollLeft).toBeGreaterThan(0);
    // The caption text wraps within the visible width instead of running off-screen.
    const caption = canvasElement.querySelector('caption span') as HTMLElement;
    await expect(caption.getBoundingClientRect().width).toBeLessThanOrEqual(region.clientWidth + 1);
    region.scrollLeft = 0;
  },
};

/** Spanish copy (also reachable with the toolbar's locale switch). */
export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('table', { name: 'Cuánto te quedas de cada venta' }),
    ).toBeVisible();
    await expect(canvas.getByText('La mejor para autores')).toBeVisible();
  },
};

/**
 * The states the scroll region styles: only the keyboard's focus (the page's focus ring, set 3 px
 * off the region's border). It has no hover look and cannot be disabled.
 */
const STATES = ['rest', 'focus'] as const satisfies readonly InteractionState[];

/**
 * The look the region has: one, so its name only starts the cells' ids; named after the component,
 * so no other story's cells have these ids (the pseudo selectors start from them).
 */
const ROW = 'royalty-region';

/** The rows of the states story: two, so the picture is about the region's edge. */
const STATES_ROWS = 2;

/**
 * The scrolling region at the phone width, at rest and with the keyboard's focus, forced with the
 * pseudo-states addon. Each cell's caption ends with its state's name, so the two regions (each
 * named by its caption) are told apart.
 */
export const States: Story = {
  globals: {
    viewport: { value: 'phone', isRotated: false },
    pseudo: { focusVisible: [`#${stateCellId(ROW, 'focus')} section`] },
  },
  // As Phone's: a phone-wide frame, so the story test's desktop-sized browser sees it scroll too.
  decorators: Phone.decorators,
  render: (_args, { globals }) => {
    const t = storyCopy(royaltyTableFixtures, globals);
    return (
      <StatesStack
        globals={globals}
        states={STATES}
        row={ROW}
        cell={(state) => (
          <RoyaltyTable
            {...t}
            caption={`${t.caption}: ${stateName(state, globals)}`}
            rows={t.rows.slice(0, STATES_ROWS)}
          />
        )}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyCopy(royaltyTableFixtures, globals);
    for (const state of STATES) {
      const region = within(canvasElement).getByRole('region', {
        name: `${t.caption}: ${stateName(state, globals)}`,
      });
      // At the phone width the table is wider than its region: the region scrolls.
      await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    }
  },
};
