export { Header, type HeaderLink, type HeaderProps } from './Header';
