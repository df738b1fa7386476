// The stub marketplace on its own, for Playwright's `webServer` (STUB_PORT, default 4010), until
// SIGINT, SIGTERM or SIGHUP (../lifecycle.ts).
import { startStubMarketplace } from '@landing/marketplace-client/stub';
import { listenOrExplain, portFromEnv, runUntilSignal } from '../lifecycle.js';

const stub = await runUntilSignal(async (keep) => {
  const port = portFromEnv('STUB_PORT', 4010);
  return keep(await listenOrExplain(port, 'STUB_PORT', () => startStubMarketplace({ port })));
});
console.log(`stub marketplace at ${stub.url}/`);
