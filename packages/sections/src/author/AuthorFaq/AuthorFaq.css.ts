import { style } from '@vanilla-extract/css';

export const root = style({ maxWidth: '48rem', marginInline: 'auto' });
