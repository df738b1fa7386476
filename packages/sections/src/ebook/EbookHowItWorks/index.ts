export { EbookHowItWorks, type EbookHowItWorksProps } from './EbookHowItWorks.js';
