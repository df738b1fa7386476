export { type CtaAction, CtaBanner, type CtaBannerProps } from './CtaBanner';
