/**
 * The widths designers review at, as the viewport toolbar offers them (preview.tsx
 * `parameters.viewport.options`): the two the baselines hold (phone, desktop), and the two between
 * them where layouts change (tablet from 740 px; below 1280 px the header folds into its menu, so a
 * 1024 px laptop shows the menu button). One table, so the docs pages' frames (./docs-canvas.tsx,
 * src/docs/SideBySide.tsx) have the toolbar's sizes, not copies of them.
 */
export const VIEWPORTS = {
  phone: { name: 'Phone (390×844)', styles: { width: '390px', height: '844px' } },
  tablet: { name: 'Tablet (768×1024)', styles: { width: '768px', height: '1024px' } },
  laptop: { name: 'Laptop (1024×768)', styles: { width: '1024px', height: '768px' } },
  desktop: { name: 'Desktop (1280×800)', styles: { width: '1280px', height: '800px' } },
} as const;

/** A width of the viewport toolbar, by its key (the `viewport.value` global). */
export type ViewportKey = keyof typeof VIEWPORTS;

/** A viewport's size in CSS pixels, as numbers. */
export function viewportSize(key: ViewportKey): { width: number; height: number } {
  const { width, height } = VIEWPORTS[key].styles;
  return { width: Number.parseInt(width, 10), height: Number.parseInt(height, 10) };
}
