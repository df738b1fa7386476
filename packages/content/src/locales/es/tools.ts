import type { Messages } from '../../messages.js';

/** Tarjetas de herramientas y las 14 páginas de herramientas. */
export const tools: Messages['tools'] = {
  section: {
    heading: 'Herramientas de escritura con IA gratis',
  },
};
