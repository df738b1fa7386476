import { describe, expect, it } from 'vitest';
import { defineSiteTestConfig } from './config.js';

describe('defineSiteTestConfig', () => {
  it('gives every server the runner as its owner, so none outlives an interrupted run', () => {
    const config = defineSiteTestConfig({
      name: 'some-site',
      appDir: '/tmp/some-site',
      sitePort: 4900,
      stubPort: 4910,
      pseudoPort: 4920,
    });
    const servers = [config.webServer].flat();
    expect(servers).toHaveLength(3);
    for (const server of servers) {
      // src/lifecycle.ts: a server whose STOP_WITH_PID is gone stops as on a signal.
      expect(server?.env?.STOP_WITH_PID, server?.command).toBe(String(process.pid));
    }
  });
});
