// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installRegistrationForms } from './forms.js';
import { MAX_REGISTRATION_URL_LENGTH } from './urls.js';

const APP = 'https://app.example.com';
let uninstall = () => {};

afterEach(() => {
  uninstall();
  document.body.innerHTML = '';
});

function toolForm(action = `${APP}/register`) {
  document.body.innerHTML = `
    <form action="${action}" method="get" target="_blank" data-track="tool_submit">
      <input type="hidden" name="source" value="homepage">
      <input type="hidden" name="action" value="tool_emailWriter">
      <input name="topic" value="launch week">
    </form>`;
  const form = document.querySelector('form')!;
  // jsdom does not implement form navigation; the listener runs before it.
  form.addEventListener('submit', (e) => e.preventDefault());
  return form;
}

const fields = (form: HTMLFormElement) =>
  Object.fromEntries(new FormData(form) as unknown as Iterable<[string, string]>);

describe('installRegistrationForms', () => {
  it('adds the captured fields to a registration form and sends its event', () => {
    const track = vi.fn();
    uninstall = installRegistrationForms({
      appUrl: APP,
      tracker: { track },
      loadTracking: () => ({ utm_source: 'ads', utm_campaign: 'spring', landing_page: '/' }),
    });
    const form = toolForm();
    form.requestSubmit();
    expect(fields(form)).toEqual({
      source: 'homepage',
      action: 'tool_emailWriter',
      topic: 'launch week',
      utm_source: 'ads',
      utm_campaign: 'spring',
      landing_page: '/',
    });
    expect(track).toHaveBeenCalledWith('tool_submit');
  });

  it('adds only what keeps the address within the length servers take, the longest left out', () => {
    const long = 'ж'.repeat(200);
    uninstall = installRegistrationForms({
      appUrl: APP,
      tracker: { track: () => {} },
      loadTracking: () => ({
        utm_source: long,
        utm_campaign: long,
        utm_content: long,
        utm_term: long,
        utm_medium: 'cpc',
        landing_page: '/',
      }),
    });
    const form = toolForm();
    form.requestSubmit();
    const query = new URLSearchParams(fields(form)).toString();
    expect(`${APP}/register?${query}`.length).toBeLessThanOrEqual(MAX_REGISTRATION_URL_LENGTH);
    expect(fields(form)).toMatchObject({ action: 'tool_emailWriter', utm_medium: 'cpc' });
    // Each long value is 1,200 characters encoded: one of the four fits, with the short medium.
    expect(Object.keys(fields(form)).filter((key) => key.startsWith('utm_'))).toHaveLength(2);
  });

  it('never replaces a field the form already has', () => {
    uninstall = installRegistrationForms({
      appUrl: APP,
      tracker: { track: () => {} },
      // A hostile record cannot smuggle in keys outside the allowlist either.
      loadTracking: () => ({ landing_page: '/x', source: 'evil', action: 'evil' }) as never,
    });
    const form = toolForm();
    form.requestSubmit();
    expect(fields(form)).toMatchObject({ source: 'homepage', action: 'tool_emailWriter' });
    expect(form.querySelectorAll('input[name="source"]')).toHaveLength(1);
  });

  it('leaves forms that go elsewhere alone', () => {
    const track = vi.fn();
    uninstall = installRegistrationForms({
      appUrl: APP,
      tracker: { track },
      loadTracking: () => ({ utm_source: 'ads', landing_page: '/' }),
    });
    const form = toolForm('https://elsewhere.example/register');
    form.requestSubmit();
    expect(fields(form)).not.toHaveProperty('utm_source');
    expect(track).not.toHaveBeenCalled();
  });

  it('still submits when reading the captured fields throws', () => {
    uninstall = installRegistrationForms({
      appUrl: APP,
      tracker: { track: () => {} },
      loadTracking: () => {
        throw new Error('storage');
      },
    });
    const form = toolForm();
    expect(() => form.requestSubmit()).not.toThrow();
    expect(fields(form)).toMatchObject({ topic: 'launch week' });
  });
});
