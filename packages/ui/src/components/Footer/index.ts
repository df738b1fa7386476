export { Footer, type FooterLink, type FooterLinkGroup, type FooterProps } from './Footer';
