import { breakpoints } from '../theme/breakpoints';
import { tokenProperty } from '../theme/tokenNames';
import { tokens } from '../theme/tokens';

type Group = keyof typeof tokens;

/** One row of a table: the token's path in the token tree and its value. */
interface TokenRow {
  path: readonly [Group, string];
  value: string;
}

/** The rows of the named token groups, in their order. */
const rowsOf = (...groups: readonly Group[]): TokenRow[] =>
  groups.flatMap((group) =>
    Object.entries(tokens[group] as Record<string, string>).map(([name, value]) => ({
      path: [group, name] as const,
      value,
    })),
  );

const swatch = (value: string) => ({
  width: 40,
  height: 40,
  borderRadius: 8,
  background: value,
  border: '1px solid #e5e7eb',
});

type Part = 'colour' | 'type' | 'space' | 'radius' | 'shadow' | 'motion' | 'breakpoints';
const ALL_PARTS: readonly Part[] = [
  'colour',
  'type',
  'space',
  'radius',
  'shadow',
  'motion',
  'breakpoints',
];

/**
 * The design tokens with their values and a preview, read from the same data as the theme: all of
 * them, or the `parts` a foundations page is about. Each row names the token twice, as design
 * tools read it (`space.4`) and as the CSS sets it (`--ui-space-4`), so either can be copied.
 */
export function TokenTable({ parts = ALL_PARTS }: { parts?: readonly Part[] }) {
  const show = (part: Part) => parts.includes(part);
  return (
    <div>
      {show('colour') && (
        <>
          <h3>Colour</h3>
          <TokenGrid rows={rowsOf('color', 'palette')} render={(v) => <div style={swatch(v)} />} />
        </>
      )}
      {show('type') && (
        <>
          <h3>Type scale</h3>
          <TokenGrid
            rows={rowsOf('fontSize')}
            render={(v) => <span style={{ fontSize: v, fontFamily: tokens.font.body }}>Aa Ññ</span>}
          />
        </>
      )}
      {show('space') && (
        <>
          <h3>Spacing</h3>
          <TokenGrid
            rows={rowsOf('space')}
            render={(v) => <div style={{ width: v, height: 12, background: tokens.color.brand }} />}
          />
        </>
      )}
      {show('radius') && (
        <>
          <h3>Radii</h3>
          <TokenGrid
            rows={rowsOf('radius')}
            render={(v) => <div style={{ ...swatch(tokens.color.brandSoft), borderRadius: v }} />}
          />
        </>
      )}
      {show('shadow') && (
        <>
          <h3>Shadows</h3>
          <TokenGrid
            rows={rowsOf('shadow')}
            render={(v) => (
              <div style={{ ...swatch(tokens.color.surface), border: 'none', boxShadow: v }} />
            )}
          />
        </>
      )}
      {show('motion') && (
        <>
          <h3>Motion</h3>
          <TokenGrid rows={rowsOf('duration', 'easing')} render={() => null} />
        </>
      )}
      {show('breakpoints') && (
        <>
          <h3>Breakpoints</h3>
          <p>
            tablet ≥ {breakpoints.tablet} px · desktop ≥ {breakpoints.desktop} px · wide ≥{' '}
            {breakpoints.wide} px (phone first)
          </p>
        </>
      )}
    </div>
  );
}

function TokenGrid({
  rows,
  render,
}: {
  rows: readonly TokenRow[];
  render: (value: string) => React.ReactNode;
}) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">CSS custom property</th>
          <th scope="col">Value</th>
          <th scope="col">Preview</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ path, value }) => (
          <tr key={path.join('.')}>
            <th scope="row">
              <code>{path.join('.')}</code>
            </th>
            <td>
              <code>{tokenProperty(path)}</code>
            </td>
            <td>
              <code>{value}</code>
            </td>
            <td>{render(value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
