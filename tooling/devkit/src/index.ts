export * from './browser.js';
export * from './budgets.js';
export * from './headers.js';
export * from './server.js';
