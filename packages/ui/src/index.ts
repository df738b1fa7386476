export * from './components/Button';
export * from './theme';
export { cx } from './utils/cx';
export * from './components/Icon';
