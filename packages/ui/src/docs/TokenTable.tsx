import { tokens } from '../theme/tokens';

const swatch = (value: string) => ({
  width: 40,
  height: 40,
  borderRadius: 8,
  background: value,
  border: '1px solid #e5e7eb',
});

/** Every design token with its value and a preview, read from the same data as the theme. */
export function TokenTable() {
  return (
    <div>
      <h3>Colour</h3>
      <TokenGrid
        group={{ ...tokens.color, ...tokens.palette }}
        render={(v) => <div style={swatch(v)} />}
      />
      <h3>Type scale</h3>
      <TokenGrid
        group={tokens.fontSize}
        render={(v) => <span style={{ fontSize: v, fontFamily: tokens.font.body }}>Aa Ññ</span>}
      />
      <h3>Spacing</h3>
      <TokenGrid
        group={tokens.space}
        render={(v) => <div style={{ width: v, height: 12, background: tokens.color.brand }} />}
      />
      <h3>Radii</h3>
      <TokenGrid
        group={tokens.radius}
        render={(v) => <div style={{ ...swatch(tokens.color.brandSoft), borderRadius: v }} />}
      />
      <h3>Motion</h3>
      <TokenGrid group={tokens.duration} render={() => null} />
      <h3>Breakpoints</h3>
      <p>tablet ≥ 740 px · desktop ≥ 1024 px · wide ≥ 1280 px (phone first)</p>
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
