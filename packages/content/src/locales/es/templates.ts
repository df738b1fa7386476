import type { Messages } from '../../messages.js';

/** Las 20 plantillas de portada y las 8 plantillas de PDF. */
export const templates: Messages['templates'] = {
  cover: {
    heading: 'Plantillas de portada',
  },
};
