export {
  type LanguageLink,
  LanguageSwitcher,
  type LanguageSwitcherProps,
} from './LanguageSwitcher';
