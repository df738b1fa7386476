import { style } from '@vanilla-extract/css';

/** The banner's frame: the particle canvas is positioned inside it, clipped to it. */
export const root = style({ position: 'relative', isolation: 'isolate', overflow: 'hidden' });
