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
