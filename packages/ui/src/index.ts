export * from './components/Button';
export * from './islands';
export * from './theme';
export { cx } from './utils/cx';
export * from './components/Icon';
export * from './components/Section';
export * from './components/BookCard';
export * from './components/MarketplaceStrip';
export * from './components/CoverTemplatePreview';
