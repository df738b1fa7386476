import { type ComponentType, createContext, type ReactElement, useContext, useId } from 'react';
import { renderToString } from 'react-dom/server';
import { islandRoot } from './Island.css';

/**
 * When an island's code loads (docs/ARCHITECTURE.md "Islands and hydration"):
 * - `load`: at once; for what the first screen needs from the start (the hero's mode, from the hash).
 * - `idle`: once the page has loaded and the browser is idle; for something in the first screen
 *   that moves on its own.
 * - `visible`: when it is in view, or within one screen of it once the visitor scrolls or touches
 *   the page; for what moves or fetches on its own further down.
 * - `interaction`: only when the visitor reaches for it (pointer, touch or focus on it); for
 *   controls that do nothing until used. The first click or key press is held and replayed.
 */
export type HydrateWhen = 'load' | 'idle' | 'visible' | 'interaction';

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
 * How islands render: `static` writes each island as its own React root, the HTML the client
 * hydrates (the prerender and the dev server); `live` renders the component in place, for a page
 * that React renders in the browser (Storybook, component tests). Without a provider: `static` where
 * there is no DOM, `live` where there is one.
 */
export type IslandRendering = 'static' | 'live';

const IslandRenderingContext = createContext<IslandRendering | undefined>(undefined);

/** Sets how the islands below render (see {@link IslandRendering}). */
export const IslandRenderingProvider = IslandRenderingContext.Provider;

/**
 * How islands render where this is called (see {@link IslandRendering}): what a section reads to
 * know whether its HTML is a static page's, which the page's script (`startSite`) completes.
 */
export function useIslandRendering(): IslandRendering {
  return (
    useContext(IslandRenderingContext) ?? (typeof document === 'undefined' ? 'static' : 'live')
  );
}

/**
 * Server side of an island: the component's HTML inside a marked element, followed by its props as
 * JSON in a non-executable `<script type="application/json">` (no inline script, so a strict CSP
 * holds). Everything outside islands stays static HTML and ships no JavaScript.
 *
 * The component is rendered as a root of its own, exactly as the client hydrates it: it sees none of
 * the page's context, and its `useId` values come from a prefix unique in the page
 * (`data-island-prefix`), which the client passes to `hydrateRoot`. Rendered inside the page's tree
 * instead, its ids would follow the page's tree on the server and the island's on the client, and
 * an element React adds later would point at an id the server never wrote.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  hydrate = 'load',
}: IslandProps<P>) {
  const prefix = useId();
  const rendering = useIslandRendering();
  const marks = {
    className: islandRoot,
    'data-island': name,
    'data-hydrate': hydrate,
    'data-island-prefix': prefix,
  };
  return (
    <>
      {rendering === 'static' ? (
        <div
          {...marks}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own server render of the island.
          dangerouslySetInnerHTML={{
            __html: renderToString(<Component {...props} />, { identifierPrefix: prefix }),
          }}
        />
      ) : (
        <div {...marks}>
          <Component {...props} />
        </div>
      )}
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
 * The `Island` of one catalogue of islands: the names a family of pages may render, each with the
 * props its component takes (`@landing/sections`' `EbookIslands`, for example). A name outside the
 * catalogue, or a component or props that do not match its entry, fails `tsc`; a site's registry
 * typed `IslandRegistryFor<Catalogue>` (the `hydrate` entry) must then load every one of them, so
 * an island renamed on one side or missing from a site fails `tsc`, not the visitor's browser. It
 * is `Island` itself, only typed: the markup is the same.
 */
export function islandsOf<Catalogue>(): <Name extends keyof Catalogue & string>(
  props: IslandProps<Catalogue[Name] & object> & { name: Name },
) => ReactElement {
  return Island;
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
