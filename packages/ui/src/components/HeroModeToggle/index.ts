export {
  HAVE_BOOK_HASH,
  type HeroMode,
  HeroModeToggle,
  type HeroModeToggleLabels,
  type HeroModeToggleProps,
  heroModeFromHash,
} from './HeroModeToggle';
