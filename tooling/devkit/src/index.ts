export * from './browser.js';
export * from './budgets.js';
export * from './e2e.js';
export * from './headers.js';
export * from './server.js';
export * from './visual.js';
