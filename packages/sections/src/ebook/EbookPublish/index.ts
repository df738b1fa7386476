export { EbookPublish, type EbookPublishProps } from './EbookPublish.js';
