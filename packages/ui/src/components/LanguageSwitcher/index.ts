export {
  type LanguageLink,
  LanguageSwitcher,
  type LanguageSwitcherProps,
} from './LanguageSwitcher';
export { LANGUAGE_SWITCHER_TONES } from './LanguageSwitcher.css';
