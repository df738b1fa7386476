import type { Messages } from '../../messages.js';

/** Textos comunes a todas las páginas de ambos sitios. */
export const common: Messages['common'] = {
  brand: 'Inkwell AI',
  skipToContent: 'Saltar al contenido principal',
  opensInNewTab: '(se abre en una pestaña nueva)',
  loading: {
    label: 'Cargando…',
    image: 'Cargando imagen…',
    video: 'Cargando video…',
  },
  languageSwitcher: {
    label: 'Idioma',
    current: 'Idioma actual',
  },
  header: {
    navLabel: 'Principal',
    homeLink: 'Página de inicio de Inkwell AI',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    cta: {
      ebook: { label: 'Empieza gratis', action: 'register' },
      author: { label: 'Publica tu libro', action: 'publish' },
      example: { label: 'Empieza gratis', action: 'register' },
    },
    login: 'Inicia sesión',
    links: {
      ebook: [
        { id: 'how-it-works', label: 'Cómo funciona', anchor: 'how-it-works' },
        { id: 'features', label: 'Funciones', anchor: 'features' },
        { id: 'templates', label: 'Plantillas', anchor: 'templates' },
        // Short labels: the five, the languages, Log in and the call to action share one line
        // from 1280 px (Header.css.ts).
        { id: 'tools', label: 'Herramientas', anchor: 'tools' },
        { id: 'faq', label: 'Preguntas', anchor: 'faq' },
      ],
      author: [
        { id: 'how-it-works', label: 'Cómo funciona', anchor: 'steps-section' },
        { id: 'royalties', label: 'Regalías', anchor: 'royalties' },
        { id: 'faq', label: 'Preguntas frecuentes', anchor: 'faq' },
      ],
      example: [
        { id: 'how-it-works', label: 'Cómo funciona', anchor: 'steps-section' },
        { id: 'faq', label: 'Preguntas frecuentes', anchor: 'faq' },
      ],
    },
  },
  notFound: {
    heading: 'No encontramos esta página',
    body: 'Puede que el enlace sea antiguo o que la dirección tenga una errata. Lo demás sigue aquí.',
    homeLink: 'Vuelve a la página de inicio',
  },
  footer: {
    tagline: 'Escribe, diseña y publica libros con IA.',
    navLabel: 'Pie de página',
    productHeading: 'Producto',
    toolsHeading: 'Herramientas',
    legalHeading: 'Legal',
    legal: {
      privacy: 'Política de privacidad',
      cookies: 'Política de cookies',
      terms: 'Términos de uso',
      legalNotice: 'Aviso legal',
      accessibility: 'Accesibilidad',
      cookieSettings: 'Preferencias de cookies',
    },
    links: {
      ebook: [
        { id: 'how-it-works', label: 'Cómo funciona', anchor: 'how-it-works' },
        { id: 'templates', label: 'Plantillas de portada', anchor: 'templates' },
        { id: 'translate', label: 'Traduce un libro', anchor: 'translate' },
        { id: 'publish', label: 'Vende tu libro', anchor: 'have-book' },
        { id: 'faq', label: 'Preguntas frecuentes', anchor: 'faq' },
      ],
      author: [
        { id: 'how-it-works', label: 'Cómo funciona la publicación', anchor: 'steps-section' },
        { id: 'royalties', label: 'Regalías', anchor: 'royalties' },
        { id: 'faq', label: 'Preguntas frecuentes', anchor: 'faq' },
      ],
      example: [
        { id: 'how-it-works', label: 'Cómo funciona la publicación', anchor: 'steps-section' },
        { id: 'faq', label: 'Preguntas frecuentes', anchor: 'faq' },
      ],
    },
    rights: 'Todos los derechos reservados.',
  },
};
