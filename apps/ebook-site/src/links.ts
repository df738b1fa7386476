import { buildRegistrationUrl } from '@landing/tracking';
import { config } from './config';

/**
 * The registration link a call to action renders with (docs/PRODUCT.md §7.8: `source=homepage` and its
 * `action`). It works without JavaScript; the delegated handler adds the captured UTM fields.
 */
export function registerHref(action = 'register', params?: Record<string, string>): string {
  return buildRegistrationUrl({ appUrl: config.appUrl, action, params });
}
