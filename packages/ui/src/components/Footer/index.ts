export {
  Footer,
  type FooterButton,
  type FooterLink,
  type FooterLinkGroup,
  type FooterProps,
} from './Footer';
