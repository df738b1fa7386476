export { CLAIMS } from './claims.js';
export type { CallToAction } from './cta.js';
export {
  CLAIM_EVIDENCE,
  type ClaimEvidence,
  type ClaimKey,
  type ClaimRecord,
  isTranslation,
  type ReviewEvidence,
  type ReviewRecord,
} from './evidence.js';
export {
  type BookPriceLabels,
  createBookPriceFormatter,
  FORMAT_LOCALES,
  formatLongDate,
  formatNumber,
  formatPercent,
  formatPrice,
  localizeClaim,
} from './formatters.js';
export {
  type Fact,
  isPlaceholder,
  LEGAL_FACTS,
  type LegalFacts,
  type LegalOperator,
  type Placeholder,
  type Processor,
  type ProcessorRole,
  type TransferBasis,
} from './legal/facts.js';
export { LEGAL_UPDATED } from './legal/updated.js';
export {
  appLangParams,
  isLocale,
  LOCALE_TABLE,
  type LocaleDef,
  localeDef,
  localeOfTag,
  otherLocales,
} from './locale-table.js';
export type { Messages } from './messages.js';
export {
  formatMessage,
  type MessageValues,
  type PlaceholderName,
  type PlaceholderValue,
} from './placeholders.js';
export {
  notPseudoLocalized,
  PSEUDO_CLOSE,
  PSEUDO_MARKS,
  PSEUDO_OPEN,
  pseudoLocalize,
  pseudoString,
} from './pseudo-locale.js';
export * from './routes.js';
export type { SeoEntry } from './seo.js';
export { seoFor } from './seo.js';
export { copySources } from './sources.js';
export type { DeepWiden, ReviewSource, VocabularyFields } from './types.js';
export {
  ANALYTICS_EVENT_NAMES,
  type AnalyticsEventName,
  ICON_NAMES,
  type IconName,
  PALETTE_NAMES,
  type PaletteName,
  TOOL_KEYS,
  type ToolKey,
} from './vocabulary.js';
