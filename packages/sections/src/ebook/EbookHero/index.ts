export { EbookHero, type EbookHeroProps } from './EbookHero.js';
