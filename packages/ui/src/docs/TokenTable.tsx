import { breakpoints } from '../theme/breakpoints';
import { tokens } from '../theme/tokens';

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
 * them, or the `parts` a foundations page is about.
 */
export function TokenTable({ parts = ALL_PARTS }: { parts?: readonly Part[] }) {
  const show = (part: Part) => parts.includes(part);
  return (
    <div>
      {show('colour') && (
        <>
          <h3>Colour</h3>
          <TokenGrid
            group={{ ...tokens.color, ...tokens.palette }}
            render={(v) => <div style={swatch(v)} />}
          />
        </>
      )}
      {show('type') && (
        <>
          <h3>Type scale</h3>
          <TokenGrid
            group={tokens.fontSize}
            render={(v) => <span style={{ fontSize: v, fontFamily: tokens.font.body }}>Aa Ññ</span>}
          />
        </>
      )}
      {show('space') && (
        <>
          <h3>Spacing</h3>
          <TokenGrid
            group={tokens.space}
            render={(v) => <div style={{ width: v, height: 12, background: tokens.color.brand }} />}
          />
        </>
      )}
      {show('radius') && (
        <>
          <h3>Radii</h3>
          <TokenGrid
            group={tokens.radius}
            render={(v) => <div style={{ ...swatch(tokens.color.brandSoft), borderRadius: v }} />}
          />
        </>
      )}
      {show('shadow') && (
        <>
          <h3>Shadows</h3>
          <TokenGrid
            group={tokens.shadow}
            render={(v) => (
              <div style={{ ...swatch(tokens.color.surface), border: 'none', boxShadow: v }} />
            )}
          />
        </>
      )}
      {show('motion') && (
        <>
          <h3>Motion</h3>
          <TokenGrid group={{ ...tokens.duration, ...tokens.easing }} render={() => null} />
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
  group,
  render,
}: {
  group: Record<string, string>;
  render: (value: string) => React.ReactNode;
}) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Value</th>
          <th scope="col">Preview</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(group).map(([name, value]) => (
          <tr key={name}>
            <th scope="row">
              <code>{name}</code>
            </th>
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
