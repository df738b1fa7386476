export { AudienceCard, type AudienceCardProps } from './AudienceCard.js';
