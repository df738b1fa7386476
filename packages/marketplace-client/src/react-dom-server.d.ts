// @types/react-dom is not a dev dependency of this package (adding one would change the root
// lockfile); this is the one function react.test.ts uses to check the prerender path.
declare module 'react-dom/server' {
  import type { ReactNode } from 'react';
  export function renderToString(node: ReactNode): string;
}
