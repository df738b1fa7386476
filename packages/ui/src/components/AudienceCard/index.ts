export { AudienceCard, type AudienceCardProps } from './AudienceCard';
