import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';
import { tokens } from '../src/theme/tokens';

// The manager in the product's colours and name, so a designer knows whose library this is; the
// values are the design tokens', not copies (src/theme/tokens.ts).
addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: 'Inkwell AI · Landing UI',
    colorPrimary: tokens.color.brand,
    colorSecondary: tokens.color.brand,
    appBg: tokens.color.surfaceSunken,
    barSelectedColor: tokens.color.brand,
    textColor: tokens.color.ink,
    fontBase: tokens.font.body,
    fontCode: tokens.font.mono,
  }),
});
