import type { Locale } from '@landing/content';
import type { ReactNode } from 'react';
import { vars } from '../src/theme/contract.css';
import { type StoryGlobals, storyCopy } from './locale.js';

/**
 * The states a designer reviews, named as the `States` stories of Button and ToolCard name them
 * (docs/CONTRIBUTING.md "Stories and baselines"). Hover and keyboard focus are forced with the
 * pseudo-states addon: a story lists, in `globals.pseudo` (docs/CONTRIBUTING.md "Stories and
 * baselines" says why not `parameters.pseudo`), the elements of the cell of {@link stateCellId} that
 * take each state.
 */
const STATE_NAMES = {
  en: {
    rest: 'At rest',
    hover: 'Pointer over',
    focus: 'Keyboard focus',
    disabled: 'Disabled',
  },
  es: {
    rest: 'En reposo',
    hover: 'Con el puntero encima',
    focus: 'Con el foco del teclado',
    disabled: 'Desactivado',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** One state a `States` story shows. */
export type InteractionState = keyof (typeof STATE_NAMES)['en'];

/** The name of a state in the toolbar's language, for a caption or a landmark's name. */
export function stateName(state: InteractionState, globals: StoryGlobals): string {
  return storyCopy(STATE_NAMES, globals)[state];
}

/** The id of the cell showing `state` in the row `row`: what a story's pseudo selectors start from. */
export function stateCellId(row: string, state: InteractionState): string {
  return `${row}-${state}`;
}

/**
 * The pseudo-states addon's `globals.pseudo` for the usual States story: the control `selector` names
 * inside row `row`'s cells, under the pointer in its `hover` cell and with the keyboard's focus in
 * its `focus` cell.
 */
export function pseudoStates(row: string, selector: string) {
  return {
    hover: [`#${stateCellId(row, 'hover')} ${selector}`],
    focusVisible: [`#${stateCellId(row, 'focus')} ${selector}`],
  };
}

/** One row of a {@link StatesTable}: a name the code knows (a variant, a tone), and its surface. */
export interface StatesRow<Name extends string = string> {
  name: Name;
  /** Drawn on the dark band the component's inverse look is made for. */
  inverse?: boolean;
}

interface StatesTableProps<Name extends string> {
  globals: StoryGlobals;
  /** The states, one column each, in the order shown. */
  states: readonly InteractionState[];
  /** The rows; with one row its name labels no row (the component has one look). */
  rows: readonly StatesRow<Name>[];
  /** What a cell shows: the component in `state`, in the look of `row`. */
  cell: (state: InteractionState, row: StatesRow<Name>) => ReactNode;
}

/**
 * Button's `States` layout for any component: a column per state under its name, a row per look,
 * each cell with the id {@link stateCellId} gives it.
 */
export function StatesTable<Name extends string>({
  globals,
  states,
  rows,
  cell,
}: StatesTableProps<Name>) {
  const named = rows.length > 1;
  return (
    <table style={{ borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          {named ? <td /> : null}
          {states.map((state) => (
            <th key={state} scope="col" style={{ padding: 12, textAlign: 'start' }}>
              {stateName(state, globals)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.name}
            style={row.inverse ? { background: vars.color.surfaceInverse } : undefined}
          >
            {named ? (
              <th
                scope="row"
                style={{
                  padding: 12,
                  textAlign: 'start',
                  color: row.inverse ? vars.color.inkInverse : undefined,
                }}
              >
                <code>{row.name}</code>
              </th>
            ) : null}
            {states.map((state) => (
              <td
                key={state}
                id={stateCellId(row.name, state)}
                style={{ padding: 12, verticalAlign: 'top' }}
              >
                {cell(state, row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface StatesStackProps {
  globals: StoryGlobals;
  states: readonly InteractionState[];
  /** The name of the component's one look: the cells' ids start with it. */
  row: string;
  cell: (state: InteractionState) => ReactNode;
}

/**
 * The same states one under another, each under its name as a caption (ToolCard's `States`
 * layout): for a component reviewed at the phone width, where columns would not fit.
 */
export function StatesStack({ globals, states, row, cell }: StatesStackProps) {
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      {states.map((state) => (
        <figure key={state} style={{ margin: 0 }}>
          <figcaption style={{ marginBottom: 12, fontWeight: 600 }}>
            {stateName(state, globals)}
          </figcaption>
          <div id={stateCellId(row, state)}>{cell(state)}</div>
        </figure>
      ))}
    </div>
  );
}
