import { style } from '@vanilla-extract/css';

/** The island wrapper must not change layout: its children lay out as if it were not there. */
export const islandRoot = style({ display: 'contents' });
