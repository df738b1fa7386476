/**
 * The public API of `@landing/ui`, the design system: the theme and the generic components, every
 * name another team may import from the package root. Nothing here is a site's section or a page
 * (those are `@landing/sections`), nothing renders a site or hydrates it (`@landing/site-kit`), and
 * no name is another package's: copy types such as `IconName` and `CallToAction` come from
 * `@landing/content`. Story-only variant lists, layout constants and helpers stay inside the
 * package; stories and tests import them from the component's own file. README.md says how to use
 * it outside this repository.
 */

// Components: one folder each under components/, with its stories and tests beside it.
export {
  Accordion,
  type AccordionItem,
  type AccordionProps,
} from './components/Accordion';
export {
  AudienceCard,
  type AudienceCardProps,
} from './components/AudienceCard';
export {
  BookCard,
  BookCardPlaceholder,
  type BookCardPlaceholderProps,
  type BookCardProps,
} from './components/BookCard';
export {
  type BundleBook,
  BundleCard,
  type BundleCardLabels,
  type BundleCardProps,
} from './components/BundleCard';
export {
  Button,
  ButtonLink,
  type ButtonLinkProps,
  type ButtonProps,
} from './components/Button';
export {
  CardCarousel,
  type CardCarouselLabels,
  type CardCarouselProps,
} from './components/CardCarousel';
export {
  type Country,
  CountryList,
  type CountryListLabels,
  type CountryListProps,
} from './components/CountryList';
export {
  CoverGallery,
  type CoverGalleryLabels,
  type CoverGalleryProps,
  type CoverGalleryTemplate,
} from './components/CoverGallery';
export {
  type CoverTemplateId,
  CoverTemplatePreview,
  type CoverTemplatePreviewProps,
} from './components/CoverTemplatePreview';
export {
  CtaBanner,
  type CtaBannerProps,
} from './components/CtaBanner';
export {
  DemoVideoDialog,
  type DemoVideoDialogProps,
  Dialog,
  type DialogProps,
  TemplatePreviewContent,
  type TemplatePreviewContentProps,
  type TemplatePreviewData,
  TemplatePreviewDialog,
  type TemplatePreviewDialogProps,
  type TemplatePreviewLabels,
} from './components/Dialog';
export {
  FeatureGrid,
  type FeatureGridProps,
  type FeatureItem,
} from './components/FeatureGrid';
export {
  Footer,
  type FooterButton,
  type FooterLink,
  type FooterLinkGroup,
  type FooterProps,
} from './components/Footer';
export {
  Header,
  type HeaderLink,
  type HeaderProps,
} from './components/Header';
export {
  HeroModeToggle,
  type HeroModeToggleLabels,
  type HeroModeToggleProps,
} from './components/HeroModeToggle';
export {
  Icon,
  type IconProps,
  IconTile,
  type IconTileProps,
  isIconName,
} from './components/Icon';
export {
  type LanguageLink,
  LanguageSwitcher,
  type LanguageSwitcherProps,
} from './components/LanguageSwitcher';
export {
  LiveDemoCard,
  type LiveDemoCardLabels,
  type LiveDemoCardProps,
} from './components/LiveDemoCard';
export {
  MarketplaceStrip,
  type MarketplaceStripLabels,
  type MarketplaceStripProps,
  type StripBook,
} from './components/MarketplaceStrip';
export {
  ParticleBackground,
  type ParticleBackgroundProps,
  type ParticleDensity,
} from './components/ParticleBackground';
export {
  type PdfTemplateColors,
  type PdfTemplateData,
  type PdfTemplateLabels,
  PdfTemplatePreview,
  type PdfTemplatePreviewProps,
  PdfTemplateShowcase,
  type PdfTemplateShowcaseProps,
} from './components/PdfTemplatePreview';
export {
  Rotator,
  type RotatorLabels,
  type RotatorProps,
  type RotatorTestimonial,
} from './components/Rotator';
export {
  type RoyaltyRow,
  RoyaltyTable,
  type RoyaltyTableProps,
} from './components/RoyaltyTable';
export {
  CtaLink,
  type CtaLinkProps,
  type HeadingLevel,
  Section,
  type SectionProps,
} from './components/Section';
export {
  type StatItem,
  StatsRow,
  type StatsRowProps,
} from './components/StatsRow';
export {
  type Step,
  StepList,
  type StepListProps,
} from './components/StepList';
export {
  TestimonialCard,
  type TestimonialCardLabels,
  type TestimonialCardProps,
} from './components/TestimonialCard';
export {
  ToolCard,
  type ToolCardProps,
} from './components/ToolCard';
export {
  VoiceToBookAnimation,
  type VoiceToBookAnimationProps,
  type VoiceToBookLabels,
} from './components/VoiceToBookAnimation';

// Theme: the token contract and values and the shared visually-hidden class. Helpers for writing
// styles against it (breakpoints, `responsiveStyle`, the font face) are the `@landing/ui/theme` entry.
export { tokens, vars, visuallyHidden } from './theme';
