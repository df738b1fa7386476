/** The browser-built strings in the pseudo-locale, in place of `@landing/content/client/en`. */
import { client as english } from '../locales/en/client.js';
import type { Messages } from '../messages.js';
import { pseudoLocalize } from '../pseudo-locale.js';

export const client: Messages['client'] = pseudoLocalize<Messages['client']>(english, 'client');
