import type { Messages } from '@landing/content';
import { DEFAULT_LOCALE, type Locale, localeOfTag } from '@landing/content/locale-table';

/** Each language's client copy: an import Vite can see, one chunk per language. */
const CLIENT_COPY: Readonly<Record<Locale, () => Promise<{ client: Messages['client'] }>>> = {
  en: () => import('@landing/content/client/en'),
  es: () => import('@landing/content/client/es'),
};

/** The notes' copy in a language (`@landing/content/client/{en,es}`). */
export const copyFor = (lang: Locale): Promise<Messages['client']> =>
  CLIENT_COPY[lang]().then((module) => module.client);

/** The language of the page, from its `lang` attribute. */
export const pageLang = (): Locale => localeOfTag(document.documentElement.lang) ?? DEFAULT_LOCALE;
