import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CONSENT_POLICY_VERSION, COOKIES } from './cookies.js';

describe('the cookie list', () => {
  it('changes only with a new policy version, so every visitor is asked again', () => {
    const fingerprint = createHash('sha256').update(JSON.stringify(COOKIES)).digest('hex');
    // A failure here means COOKIES changed: raise CONSENT_POLICY_VERSION, then put the new
    // version and fingerprint here.
    expect({ version: CONSENT_POLICY_VERSION, fingerprint: fingerprint.slice(0, 16) }).toEqual({
      version: 3,
      fingerprint: '9e90815baa14be66',
    });
  });

  it('names each row once', () => {
    const ids = COOKIES.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
