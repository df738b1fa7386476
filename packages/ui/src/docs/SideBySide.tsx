import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { LANGUAGES } from '../../.storybook/locale';
import { type ViewportKey, viewportSize } from '../../.storybook/viewports';
import { tokens } from '../theme/tokens';

/** The widths shown side by side: the two the baselines hold (../../.storybook/viewports.ts). */
const WIDTHS = ['phone', 'desktop'] as const satisfies readonly ViewportKey[];

/** One frame of the comparison: the story in one language at one width. */
interface SideBySideFrame {
  locale: string;
  viewport: ViewportKey;
  width: number;
  height: number;
  /** What the frame is called on the page, its link and its `title`: "English · phone 390 px". */
  label: string;
}

/** Every frame, a row per width and in each row a frame per language of the toolbar. */
function sideBySideFrames(): SideBySideFrame[] {
  return WIDTHS.flatMap((viewport) => {
    const { width, height } = viewportSize(viewport);
    return LANGUAGES.map(({ locale, name }) => ({
      locale,
      viewport,
      width,
      height,
      label: `${name} · ${viewport} ${width} px`,
    }));
  });
}

/**
 * The frame's language and width as Storybook's `globals` URL parameter (`key:value` pairs joined
 * by `;`, an object's keys by dots: the syntax of the `args` parameter, which Storybook 10 reads for
 * `globals` too), the toolbar's settings for it.
 */
function globalsParam({ locale, viewport }: SideBySideFrame): string {
  return `locale:${locale};viewport.value:${viewport}`;
}

/**
 * The story alone in the frame's language, as Storybook's own docs frames load a story
 * (`iframe.html?id=…&viewMode=story`). The frame's width is its element's, so the page's media
 * queries answer to it; the viewport global only tells the story which width it is shown at. The a11y
 * addon's automatic run is off (`a11y.manual`): four axe runs on a whole page would weigh on the
 * docs page, and every story is held to axe in CI anyway.
 */
function frameUrl(storyId: string, frame: SideBySideFrame): string {
  return `iframe.html?id=${storyId}&viewMode=story&globals=${globalsParam(frame)};a11y.manual:!true`;
}

/**
 * The story full size in Storybook, its language and width set in the toolbar: the manager's
 * address (`./?path=/story/…`) beside the preview's, opened in the top window.
 */
function fullSizeUrl(storyId: string, frame: SideBySideFrame): string {
  return `./?path=/story/${storyId}&globals=${globalsParam(frame)}`;
}

/**
 * The scale at which a frame `width` wide fits the width of the element `box` refers to, kept up
 * to date as the docs column narrows or widens; never above 1, a frame is shown smaller, never
 * larger. An element without a width yet (not laid out) leaves the last scale.
 */
function useFitScale(box: RefObject<HTMLElement | null>, width: number): number {
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const fitToBox = () => {
      if (element.clientWidth > 0) setScale(Math.min(1, element.clientWidth / width));
    };
    fitToBox();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fitToBox);
    observer.observe(element);
    return () => observer.disconnect();
  }, [box, width]);
  return scale;
}

/**
 * One frame: the story at its real width and height, so its media queries see a phone or a
 * desktop, drawn smaller with a CSS transform to fit its column. The frame loads when it comes near
 * the view (`loading="lazy"`), so the page stays light until a designer scrolls to it.
 */
function Frame({ storyId, frame }: { storyId: string; frame: SideBySideFrame }) {
  const box = useRef<HTMLDivElement>(null);
  const scale = useFitScale(box, frame.width);
  return (
    <figure style={{ margin: 0, minWidth: 0 }}>
      <figcaption style={{ marginBlockEnd: 8, fontSize: 14 }}>
        <a href={fullSizeUrl(storyId, frame)} target="_top">
          {frame.label}
        </a>
      </figcaption>
      <div
        ref={box}
        style={{
          maxWidth: frame.width,
          height: Math.ceil(frame.height * scale),
          overflow: 'hidden',
          outline: `1px solid ${tokens.color.border}`,
        }}
      >
        <iframe
          src={frameUrl(storyId, frame)}
          title={frame.label}
          loading="lazy"
          width={frame.width}
          height={frame.height}
          style={{
            display: 'block',
            // Its own size, whatever the docs page's styles say of frames (they cap them at the
            // column's width, which would give a desktop frame a phone's layout).
            width: frame.width,
            height: frame.height,
            maxWidth: 'none',
            border: 0,
            transform: `scale(${scale})`,
            transformOrigin: '0 0',
          }}
        />
      </div>
    </figure>
  );
}

/**
 * A docs block that shows one story in every language of the toolbar at the phone and desktop
 * widths at once, each frame labelled and linking to the story full size with that language and
 * width. The story must leave the language to the toolbar (no `globals: { locale }` of its own), or
 * every frame would show its language.
 */
export function SideBySide({ storyId }: { storyId: string }) {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${LANGUAGES.length}, minmax(0, 1fr))`,
        gap: 24,
        alignItems: 'start',
      }}
    >
      {sideBySideFrames().map((frame) => (
        <Frame key={frame.label} storyId={storyId} frame={frame} />
      ))}
    </div>
  );
}
