import * as shared from './shared.css.js';

/**
 * A list of short points, each after a tick the screen reader skips: the benefits, a tool's
 * "for whom" and "what you get".
 */
export function TickList({ items }: { items: ReadonlyArray<{ id: string; text: string }> }) {
  return (
    <ul className={shared.tickList}>
      {items.map((item) => (
        <li key={item.id} className={shared.tickItem}>
          <span className={shared.tick} aria-hidden="true">
            ✓
          </span>
          <span>{item.text}</span>
        </li>
      ))}
    </ul>
  );
}
