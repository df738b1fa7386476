export { Header, type HeaderCta, type HeaderLink, type HeaderProps } from './Header';
