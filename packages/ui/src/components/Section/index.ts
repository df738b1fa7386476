export { type CallToAction, CtaLink, type CtaLinkProps } from './CtaLink';
export { type HeadingLevel, Section, type SectionProps } from './Section';
export { SECTION_ALIGNS, SECTION_TONES, sectionVars } from './Section.css';
