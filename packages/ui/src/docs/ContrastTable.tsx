import { colorPairRatios } from '../theme/contrast';
import { tokens } from '../theme/tokens';

/** The text and background pairs the components use, each shown and with its WCAG ratio. */
export function ContrastTable() {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Sample</th>
          <th scope="col">Text on background</th>
          <th scope="col">Ratio</th>
          <th scope="col">Used for</th>
        </tr>
      </thead>
      <tbody>
        {colorPairRatios().map(({ text, background, ratio, use }) => (
          <tr key={`${text}-${background}`}>
            <td>
              <span
                style={{
                  display: 'inline-block',
                  padding: '4px 12px',
                  borderRadius: 4,
                  border: `1px solid ${tokens.color.border}`,
                  color: tokens.color[text],
                  background: tokens.color[background],
                }}
              >
                Aa Ññ
              </span>
            </td>
            <td>
              <code>color.{text}</code> on <code>color.{background}</code>
            </td>
            <td>
              {ratio}:1 (AA{ratio >= 7 ? ', AAA' : ''})
            </td>
            <td>{use}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
