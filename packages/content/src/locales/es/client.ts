import type { Messages } from '../../messages.js';

/**
 * Los textos que el navegador construye por su cuenta, sin React: el aviso y los ajustes de
 * cookies, y la sugerencia de leer la página en español (`@landing/content/client/es`).
 */
export const client: Messages['client'] = {
  consent: {
    title: 'Tu privacidad, tu decisión',
    text: 'Nos gustaría medir qué páginas ayudan a la gente a empezar su libro y cómo funcionan nuestros anuncios.',
    promise:
      'Nada de eso se activa si no dices que sí. Los enlaces para registrarte funcionan igual.',
    policyLink: 'Política de cookies',
    policyPath: '/es/cookies',
    accept: 'Aceptar todo',
    reject: 'Rechazar todo',
    settings: 'Configurar',
    dialogTitle: 'Preferencias de cookies',
    dialogIntro:
      'Elige qué puede hacer este sitio en tu navegador. Puedes volver aquí cuando quieras desde «Preferencias de cookies», al pie de cada página.',
    necessaryLabel: 'Estrictamente necesarias',
    necessaryText:
      'Recuerdan esta elección y pasan el enlace de campaña con el que llegaste a la página de registro que abras. Siempre activas.',
    analyticsLabel: 'Analítica',
    analyticsText:
      'Cuenta las visitas y los toques en los botones, y guarda tu enlace de campaña durante el resto de la visita, para saber qué funciona.',
    marketingLabel: 'Marketing',
    marketingText:
      'Permite a nuestros socios publicitarios medir los anuncios y mostrarte los que te interesen.',
    save: 'Guardar preferencias',
    close: 'Cerrar',
    signal:
      'Tu navegador envía la señal Global Privacy Control o Do Not Track, así que la analítica y el marketing quedan desactivados en este sitio.',
  },
  languageSuggestion: {
    label: 'Sugerencia de idioma',
    text: '¿Prefieres leer esta página en español?',
    switchTo: 'Lee en español',
    dismiss: 'No, gracias',
  },
};
