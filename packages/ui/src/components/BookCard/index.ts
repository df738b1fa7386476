export {
  BookCard,
  BookCardPlaceholder,
  type BookCardPlaceholderProps,
  type BookCardProps,
} from './BookCard.js';
