export { BrandMark } from './BrandMark';
export { Header, type HeaderCta, type HeaderLink, type HeaderProps } from './Header';
export { HEADER_HEIGHT } from './Header.css';
