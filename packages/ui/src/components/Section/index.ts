export { CtaLink, type CtaLinkProps } from './CtaLink.js';
export { type HeadingLevel, Section, type SectionProps } from './Section.js';
