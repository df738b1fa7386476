import { LEGAL_KEYS, type Messages, pathOf } from '@landing/content';
import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import { CONFIGURED_STUB_ORIGIN } from '@landing/devkit/playwright/fixtures';
import { describeLegalPages } from '@landing/devkit/playwright/legal-pages';

const copyOf = (lang: 'en' | 'es', t: Messages) => ({
  lang,
  home: pathOf('author', 'home', lang),
  group: t.common.footer.legalHeading,
  pages: LEGAL_KEYS.map((key) => ({
    label: t.common.footer.legal[key],
    path: pathOf('author', key, lang),
    heading: t.legal.pages[key].title,
  })),
  cookieSettings: t.common.footer.legal.cookieSettings,
  menu: t.common.header.openMenu,
  login: t.common.header.login,
  loginHeading: lang === 'es' ? 'Iniciar sesión' : 'Log in',
});

describeLegalPages({
  appUrl: CONFIGURED_STUB_ORIGIN,
  locales: [copyOf('en', en), copyOf('es', es as Messages)],
});
