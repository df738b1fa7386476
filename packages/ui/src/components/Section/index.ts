export { type CallToAction, CtaLink, type CtaLinkProps } from './CtaLink.js';
export { SECTION_ALIGNS, SECTION_TONES, sectionVars } from './Section.css.js';
export { type HeadingLevel, Section, type SectionProps } from './Section.js';
