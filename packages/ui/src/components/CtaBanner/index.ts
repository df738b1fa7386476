export { type CtaAction, CtaBanner, type CtaBannerProps } from './CtaBanner';
export { CTA_BANNER_TONES } from './CtaBanner.css';
