// The stub marketplace on its own, for Playwright's `webServer` (STUB_PORT, default 4010).
import { startStubMarketplace } from '@landing/marketplace-client/stub';

const port = Number(process.env.STUB_PORT ?? 4010);
const stub = await startStubMarketplace({ port });
console.log(`stub marketplace at ${stub.url}/`);

const stop = async () => {
  await stub.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
