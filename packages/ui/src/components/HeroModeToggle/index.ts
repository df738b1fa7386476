export {
  HeroModeToggle,
  type HeroModeToggleLabels,
  type HeroModeToggleProps,
} from './HeroModeToggle';
