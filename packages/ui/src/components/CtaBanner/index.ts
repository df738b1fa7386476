export { CtaBanner, type CtaBannerProps } from './CtaBanner';
