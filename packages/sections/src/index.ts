/**
 * The public API of `@landing/sections`: the sections of the two landings, the tool page and the
 * legal pages, each composed from `@landing/ui`'s components and `@landing/site-kit`'s islands and
 * configured with copy from `@landing/content`. A landing is one composition of its sections; each
 * section is usable on its own, and also reachable as `@landing/sections/ebook/Name` or
 * `@landing/sections/author/Name`.
 */

export {
  AuthorLanding,
  type AuthorLandingConfig,
  type AuthorLandingProps,
} from './AuthorLanding';
// The author landing's sections (blocks/author/), each usable on its own, and the configuration
// they share.
export {
  AuthorAffiliate,
  type AuthorAffiliateProps,
} from './author/AuthorAffiliate';
export {
  AuthorConnect,
  type AuthorConnectProps,
} from './author/AuthorConnect';
export {
  AuthorEditor,
  type AuthorEditorProps,
} from './author/AuthorEditor';
export {
  AuthorFaq,
  type AuthorFaqProps,
} from './author/AuthorFaq';
export {
  AuthorFinalCta,
  type AuthorFinalCtaProps,
} from './author/AuthorFinalCta';
export {
  AuthorHaveBook,
  type AuthorHaveBookProps,
} from './author/AuthorHaveBook';
export {
  AuthorHero,
  type AuthorHeroProps,
} from './author/AuthorHero';
export {
  AuthorMarketplace,
  type AuthorMarketplaceProps,
} from './author/AuthorMarketplace';
export {
  AuthorRoyalties,
  type AuthorRoyaltiesProps,
} from './author/AuthorRoyalties';
export {
  AuthorSteps,
  type AuthorStepsProps,
} from './author/AuthorSteps';
export {
  AuthorTestimonials,
  type AuthorTestimonialsProps,
} from './author/AuthorTestimonials';
export {
  AuthorUpload,
  type AuthorUploadProps,
} from './author/AuthorUpload';
export {
  AuthorWorkflow,
  type AuthorWorkflowProps,
} from './author/AuthorWorkflow';
export type { AuthorConfig } from './author/config';
// The ebook landing and the tool page (blocks/ebook/), their sections and the configuration they
// share.
export type { EbookConfig } from './ebook/config';
export {
  EbookAudiences,
  type EbookAudiencesProps,
} from './ebook/EbookAudiences';
export {
  EbookBenefits,
  type EbookBenefitsProps,
} from './ebook/EbookBenefits';
export {
  EbookFaq,
  type EbookFaqProps,
} from './ebook/EbookFaq';
export {
  EbookFeatures,
  type EbookFeaturesProps,
} from './ebook/EbookFeatures';
export {
  EbookFinalCta,
  type EbookFinalCtaProps,
} from './ebook/EbookFinalCta';
export {
  EbookGallery,
  type EbookGalleryProps,
} from './ebook/EbookGallery';
export {
  EbookHero,
  type EbookHeroProps,
} from './ebook/EbookHero';
export {
  EbookHowItWorks,
  type EbookHowItWorksProps,
} from './ebook/EbookHowItWorks';
export {
  EbookLanding,
  type EbookLandingConfig,
  type EbookLandingProps,
} from './ebook/EbookLanding';
export {
  EbookPdfTemplates,
  type EbookPdfTemplatesProps,
} from './ebook/EbookPdfTemplates';
export {
  EbookPublish,
  type EbookPublishProps,
} from './ebook/EbookPublish';
export {
  EbookShowcase,
  type EbookShowcaseProps,
} from './ebook/EbookShowcase';
export {
  EbookTestimonials,
  type EbookTestimonialsProps,
} from './ebook/EbookTestimonials';
export {
  EbookTools,
  type EbookToolsProps,
} from './ebook/EbookTools';
export {
  EbookTranslate,
  type EbookTranslateProps,
} from './ebook/EbookTranslate';
export {
  EbookTrialBanner,
  type EbookTrialBannerProps,
} from './ebook/EbookTrialBanner';
export {
  EbookVoice,
  type EbookVoiceProps,
} from './ebook/EbookVoice';
export {
  ToolExamples,
  type ToolExamplesProps,
} from './ebook/ToolExamples';
export {
  ToolFaq,
  type ToolFaqProps,
} from './ebook/ToolFaq';
export {
  ToolForWhom,
  type ToolForWhomProps,
} from './ebook/ToolForWhom';
export {
  ToolHowItWorks,
  type ToolHowItWorksProps,
} from './ebook/ToolHowItWorks';
export {
  ToolIntro,
  type ToolIntroProps,
  type ToolPageCopy,
} from './ebook/ToolIntro';
export {
  ToolLanding,
  type ToolLandingProps,
} from './ebook/ToolLanding';
export {
  ToolRelated,
  type ToolRelatedProps,
} from './ebook/ToolRelated';
export {
  ToolWhatYouGet,
  type ToolWhatYouGetProps,
} from './ebook/ToolWhatYouGet';
// The islands each family of sections renders: a site's registry is typed with the ones it shows.
export type { AuthorIslands, EbookIslands } from './islands';
// The legal pages of every product site (privacy, cookies, terms, legal notice, accessibility).
export {
  LegalPage,
  type LegalPageConfig,
  type LegalPageProps,
} from './LegalPage';
