import { Canvas, useOf } from '@storybook/addon-docs/blocks';
import type { ComponentProps } from 'react';
import { VIEWPORTS } from './viewports.js';

/** The phone size of the viewport toolbar (./viewports.ts). */
export const PHONE_FRAME = VIEWPORTS.phone.styles;

type CanvasProps = ComponentProps<typeof Canvas>;

/** Whether a story is written for the phone (`globals: { viewport: { value: 'phone' } }`). */
function isPhoneStory(globals: Readonly<Record<string, unknown>>): boolean {
  return (globals.viewport as { value?: string } | undefined)?.value === 'phone';
}

/**
 * The docs pages' canvas (preview.tsx `docs.components`): a story written for the phone is shown
 * in its own frame, 390 px wide, so its layout is the phone's, as in the Storybook canvas with the
 * Phone viewport; inline, it would take the docs page's width and show the desktop layout. Every
 * other story is shown as Storybook's own canvas shows it (its `parameters.docs.story` decide).
 */
export function DocsCanvas(props: CanvasProps) {
  const { story } = useOf(props.of ?? 'story', ['story']);
  if (!isPhoneStory(story.storyGlobals)) return <Canvas {...props} />;
  const ownHeight = (story.parameters.docs as { story?: { height?: string } } | undefined)?.story
    ?.height;
  return (
    <div style={{ width: `calc(${PHONE_FRAME.width} + 2px)`, maxWidth: '100%' }}>
      <Canvas
        {...props}
        story={{ ...props.story, inline: false, height: ownHeight ?? PHONE_FRAME.height }}
      />
    </div>
  );
}

/**
 * In a docs page's phone frame, focus moves without scrolling: a story's play that tabs or
 * focuses (RoyaltyTable's, CountryList's, ToolCard's and CoverGallery's phone stories) would
 * otherwise scroll the docs page down to the frame as it loads, away from the page's top. Called
 * once by ./preview.tsx in every canvas, it changes nothing outside such a frame (the Storybook
 * canvas, a docs page's inline stories, the screenshot pass).
 */
export function keepDocsPageInPlace(): void {
  if (!window.frameElement) return;
  let inDocs = false;
  try {
    inDocs = new URLSearchParams(window.parent.location.search).get('viewMode') === 'docs';
  } catch {
    // A parent of another origin is not one of our docs pages.
  }
  if (!inDocs) return;
  const focus = HTMLElement.prototype.focus;
  HTMLElement.prototype.focus = function focusInPlace(options?: FocusOptions) {
    focus.call(this, { preventScroll: true, ...options });
  };
}
