// @ts-nocheck: browser script served as text to the page, never imported or compiled.
// A stand-in for a Google Tag Manager container, served in place of
// https://www.googletagmanager.com/gtm.js by the test fixtures (fixtures.ts), set up the way
// README.md "Analytics and consent (for marketers)" tells a marketer to set up the real one:
//   - a GA4 tag that requires `analytics_storage` (additional consent check), and
//   - a Google Ads conversion linker that requires `ad_storage`,
// each fired on the container's start and on the `consent_update` event, at most once per page.
// Like Tag Manager, it reads Consent Mode's `consent` and `set` commands from the data layer, in
// order, and the ones pushed later. It records what ran in `window.standInContainer` and, like the
// real tags, writes first-party cookies on the highest domain that takes them (GA's `auto`).
(() => {
  window.dataLayer = window.dataLayer || [];
  const layer = window.dataLayer;
  const consent = {};
  const record = { loads: 1, ran: [], redaction: undefined, consentWhenRan: {} };
  if (window.standInContainer) record.loads = window.standInContainer.loads + 1;
  window.standInContainer = record;

  const TAGS = [
    { name: 'ga4', requires: ['analytics_storage'], cookies: ['_ga', '_ga_STANDIN'] },
    { name: 'ads', requires: ['ad_storage'], cookies: ['_gcl_au'] },
  ];

  const setCookie = (name) => {
    const labels = location.hostname.split('.');
    for (let i = Math.max(labels.length - 2, 0); i >= 0; i--) {
      const domain = labels.length > 1 ? `; Domain=${labels.slice(i).join('.')}` : '';
      // biome-ignore lint/suspicious/noDocumentCookie: the real tags write cookies this way.
      document.cookie = `${name}=stand-in.${Date.now()}; Max-Age=3600; Path=/${domain}`;
      if (document.cookie.includes(`${name}=`)) return;
    }
  };

  const fire = () => {
    for (const tag of TAGS) {
      if (record.ran.includes(tag.name)) continue;
      if (!tag.requires.every((type) => consent[type] === 'granted')) continue;
      record.ran.push(tag.name);
      record.consentWhenRan[tag.name] = { ...consent };
      for (const name of tag.cookies) setCookie(name);
    }
  };

  const read = (entry) => {
    if (Object.prototype.toString.call(entry) === '[object Arguments]') {
      const [command, action, value] = Array.from(entry);
      if (command === 'consent' && (action === 'default' || action === 'update')) {
        for (const [type, state] of Object.entries(value)) {
          if (state === 'granted' || state === 'denied') consent[type] = state;
        }
      }
      if (command === 'set' && action === 'ads_data_redaction') record.redaction = value;
      return;
    }
    if (entry && (entry.event === 'gtm.js' || entry.event === 'consent_update')) fire();
  };

  for (const entry of layer) read(entry);
  const push = layer.push.bind(layer);
  layer.push = (...entries) => {
    const length = push(...entries);
    for (const entry of entries) read(entry);
    return length;
  };
})();
