export { CardCarousel, type CardCarouselLabels, type CardCarouselProps } from './CardCarousel.js';
