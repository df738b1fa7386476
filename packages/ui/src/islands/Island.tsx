import type { ComponentType } from 'react';
import { islandRoot } from './Island.css';

/** When an island's code loads: at once, when the browser is idle, or when it nears the viewport. */
export type HydrateWhen = 'load' | 'idle' | 'visible';

export interface IslandProps<P extends object> {
  /** Registry name; the client looks the component's loader up under this name. */
  name: string;
  /** The component, rendered on the server with `props`. */
  component: ComponentType<P>;
  /** JSON-serialisable props, written beside the markup for hydration. */
  props: P;
  /** @default 'load' */
  hydrate?: HydrateWhen;
}

/**
 * Server side of an island: the component's HTML inside a marked element, followed by its props as
 * JSON in a non-executable `<script type="application/json">` (no inline script, so a strict CSP
 * holds). Everything outside islands stays static HTML and ships no JavaScript.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  hydrate = 'load',
}: IslandProps<P>) {
  return (
    <>
      <div className={islandRoot} data-island={name} data-hydrate={hydrate}>
        <Component {...props} />
      </div>
      <script
        type="application/json"
        data-island-props=""
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped by serializeProps, never executed.
        dangerouslySetInnerHTML={{ __html: serializeProps(props) }}
      />
    </>
  );
}

/**
 * JSON that is safe inside a `<script>` element: `<`, `>`, `&` and the line separators are escaped
 * so no value can close the element or start a comment.
 */
export function serializeProps(props: unknown): string {
  return JSON.stringify(props)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
