export {
  BookCard,
  BookCardPlaceholder,
  type BookCardPlaceholderProps,
  type BookCardProps,
  COVER_HEIGHT,
  COVER_WIDTH,
} from './BookCard.js';
