import type { Messages } from '../../messages.js';

/** Copy shared by every page of both sites. */
export const common: Messages['common'] = {
  brand: 'Inkwell AI',
  skipToContent: 'Saltar al contenido principal',
  languageSwitcher: {
    label: 'Idioma',
    en: 'English',
    es: 'Español',
  },
  notFound: {
    heading: 'No encontramos esta página',
    body: 'Puede que el enlace sea antiguo o que la dirección tenga una errata. Lo demás sigue aquí.',
    homeLink: 'Volver a la página de inicio',
  },
  footer: {
    rights: 'Todos los derechos reservados.',
  },
};
