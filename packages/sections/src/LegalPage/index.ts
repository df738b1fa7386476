export { LegalPage, type LegalPageConfig, type LegalPageProps } from './LegalPage.js';
