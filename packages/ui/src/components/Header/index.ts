export { BrandMark } from './BrandMark';
export { Header, type HeaderLink, type HeaderProps } from './Header';
export { HEADER_HEIGHT } from './Header.css';
