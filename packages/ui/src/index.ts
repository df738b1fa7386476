/**
 * The public API of `@landing/ui`: every name a site may import from the package root, by kind.
 * Story-only variant lists, layout constants and helpers stay inside the package; stories and tests
 * import them from the component's own file. Server-only rendering is the `@landing/ui/site` entry
 * and the island hydrator the `@landing/ui/hydrate` entry; neither is re-exported here, so neither
 * reaches the other side of the page.
 */

// Blocks: whole page sections composed from the components and live islands below, configured
// with copy and data. A landing is one composition; its sections are blocks of their own too.
export {
  AuthorLanding,
  type AuthorLandingConfig,
  type AuthorLandingProps,
} from './blocks/AuthorLanding';
// The author landing's sections (blocks/author/), each usable on its own, and the configuration
// they share.
export {
  AuthorAffiliate,
  type AuthorAffiliateProps,
} from './blocks/author/AuthorAffiliate';
export {
  AuthorConnect,
  type AuthorConnectProps,
} from './blocks/author/AuthorConnect';
export {
  AuthorEditor,
  type AuthorEditorProps,
} from './blocks/author/AuthorEditor';
export {
  AuthorFaq,
  type AuthorFaqProps,
} from './blocks/author/AuthorFaq';
export {
  AuthorFinalCta,
  type AuthorFinalCtaProps,
} from './blocks/author/AuthorFinalCta';
export {
  AuthorHaveBook,
  type AuthorHaveBookProps,
} from './blocks/author/AuthorHaveBook';
export {
  AuthorHero,
  type AuthorHeroProps,
} from './blocks/author/AuthorHero';
export {
  AuthorMarketplace,
  type AuthorMarketplaceProps,
} from './blocks/author/AuthorMarketplace';
export {
  AuthorRoyalties,
  type AuthorRoyaltiesProps,
} from './blocks/author/AuthorRoyalties';
export {
  AuthorSteps,
  type AuthorStepsProps,
} from './blocks/author/AuthorSteps';
export {
  AuthorTestimonials,
  type AuthorTestimonialsProps,
} from './blocks/author/AuthorTestimonials';
export {
  AuthorUpload,
  type AuthorUploadProps,
} from './blocks/author/AuthorUpload';
export {
  AuthorWorkflow,
  type AuthorWorkflowProps,
} from './blocks/author/AuthorWorkflow';
export type { AuthorConfig } from './blocks/author/config';
// The ebook landing and the tool page (blocks/ebook/), their sections and the configuration they
// share.
export type { EbookConfig } from './blocks/ebook/config';
export {
  EbookAudiences,
  type EbookAudiencesProps,
} from './blocks/ebook/EbookAudiences';
export {
  EbookBenefits,
  type EbookBenefitsProps,
} from './blocks/ebook/EbookBenefits';
export {
  EbookFaq,
  type EbookFaqProps,
} from './blocks/ebook/EbookFaq';
export {
  EbookFeatures,
  type EbookFeaturesProps,
} from './blocks/ebook/EbookFeatures';
export {
  EbookFinalCta,
  type EbookFinalCtaProps,
} from './blocks/ebook/EbookFinalCta';
export {
  EbookGallery,
  type EbookGalleryProps,
} from './blocks/ebook/EbookGallery';
export {
  EbookHero,
  type EbookHeroProps,
} from './blocks/ebook/EbookHero';
export {
  EbookHowItWorks,
  type EbookHowItWorksProps,
} from './blocks/ebook/EbookHowItWorks';
export {
  EbookLanding,
  type EbookLandingConfig,
  type EbookLandingProps,
} from './blocks/ebook/EbookLanding';
export {
  EbookPdfTemplates,
  type EbookPdfTemplatesProps,
} from './blocks/ebook/EbookPdfTemplates';
export {
  EbookPublish,
  type EbookPublishProps,
} from './blocks/ebook/EbookPublish';
export {
  EbookShowcase,
  type EbookShowcaseProps,
} from './blocks/ebook/EbookShowcase';
export {
  EbookTestimonials,
  type EbookTestimonialsProps,
} from './blocks/ebook/EbookTestimonials';
export {
  EbookTools,
  type EbookToolsProps,
} from './blocks/ebook/EbookTools';
export {
  EbookTranslate,
  type EbookTranslateProps,
} from './blocks/ebook/EbookTranslate';
export {
  EbookTrialBanner,
  type EbookTrialBannerProps,
} from './blocks/ebook/EbookTrialBanner';
export {
  EbookVoice,
  type EbookVoiceProps,
} from './blocks/ebook/EbookVoice';
export {
  ToolExamples,
  type ToolExamplesProps,
} from './blocks/ebook/ToolExamples';
export {
  ToolFaq,
  type ToolFaqProps,
} from './blocks/ebook/ToolFaq';
export {
  ToolForWhom,
  type ToolForWhomProps,
} from './blocks/ebook/ToolForWhom';
export {
  ToolHowItWorks,
  type ToolHowItWorksProps,
} from './blocks/ebook/ToolHowItWorks';
export {
  ToolIntro,
  type ToolIntroProps,
  type ToolPageCopy,
} from './blocks/ebook/ToolIntro';
export {
  ToolLanding,
  type ToolLandingProps,
} from './blocks/ebook/ToolLanding';
export {
  ToolRelated,
  type ToolRelatedProps,
} from './blocks/ebook/ToolRelated';
export {
  ToolWhatYouGet,
  type ToolWhatYouGetProps,
} from './blocks/ebook/ToolWhatYouGet';
// The legal pages of every product site (privacy, cookies, terms, legal notice, accessibility).
export {
  LegalPage,
  type LegalPageConfig,
  type LegalPageProps,
} from './blocks/LegalPage';

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
  type CtaAction,
  CtaBanner,
  type CtaBannerProps,
} from './components/CtaBanner';
export {
  DemoVideoDialog,
  type DemoVideoDialogProps,
  Dialog,
  type DialogProps,
  type DialogTrigger,
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
  type IconName,
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
  type LiveDemoState,
} from './components/LiveDemoCard';
export {
  MarketplaceStrip,
  type MarketplaceStripLabels,
  type MarketplaceStripProps,
  type StripBook,
  type StripStatus,
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
  type CallToAction,
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
  type VoicePhase,
  VoiceToBookAnimation,
  type VoiceToBookAnimationProps,
  type VoiceToBookLabels,
} from './components/VoiceToBookAnimation';

// Islands: the server-rendered wrapper that marks a component for hydration in the browser.
export {
  type HydrateWhen,
  Island,
  type IslandProps,
} from './islands';

// Live islands: the only part of the package that fetches (the one data call), JSON props only.
export {
  LiveBundleCard,
  type LiveBundleCardLabels,
  type LiveBundleCardProps,
} from './live/LiveBundleCard';
export {
  LiveMarketplaceStrip,
  type LiveMarketplaceStripLabels,
  type LiveMarketplaceStripProps,
} from './live/LiveMarketplaceStrip';

// Theme: the token contract and values, the palette names and the shared visually-hidden class.
export {
  PALETTE_NAMES,
  type PaletteName,
  tokens,
  vars,
  visuallyHidden,
} from './theme';
