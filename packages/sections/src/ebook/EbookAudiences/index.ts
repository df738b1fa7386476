export { EbookAudiences, type EbookAudiencesProps } from './EbookAudiences.js';
