export {
  type AnalyticsData,
  type AnalyticsPayload,
  type AnalyticsSink,
  createTracker,
  isAnalyticsEvent,
  isTrackingAllowed,
  type PrivacySignals,
  type Tracker,
  type TrackerOptions,
} from './analytics.js';
export { cleanValue, MAX_VALUE_LENGTH } from './clean.js';
export {
  CONSENT_MAX_AGE_MS,
  CONSENT_STORAGE_KEY,
  CONSENT_WAIT_FOR_UPDATE_MS,
  type Consent,
  type ConsentChoice,
  type ConsentModeState,
  type ConsentOptions,
  consentModeState,
  readConsent,
  type StoredConsent,
  startConsent,
} from './consent.js';
export {
  installRegistrationForms,
  type RegistrationFormsOptions,
} from './forms.js';
export {
  installRegistrationLinks,
  type OpenedWindow,
  type OpenWindow,
  type RegistrationLinksOptions,
} from './links.js';
export { type PageTrackingOptions, startPageTracking } from './page.js';
export {
  type CaptureInput,
  captureTracking,
  TRACKING_FIELDS,
  type TrackingField,
  type TrackingRecord,
  UTM_KEYS,
  type UtmKey,
} from './record.js';
export {
  forgetTracking,
  type InitTrackingInput,
  initTracking,
  loadTracking,
  type StorageLike,
  type StorageOption,
  saveTracking,
  TRACKING_STORAGE_KEY,
} from './storage.js';
export {
  buildCoverTemplateUrl,
  buildLoginUrl,
  buildPublishUrl,
  buildRegistrationUrl,
  COVER_TEMPLATE_COUNT,
  type CoverTemplateUrlInput,
  type LoginUrlInput,
  languageParams,
  PARAM_KEY_PATTERN,
  type PublishUrlInput,
  type RegistrationFormFieldsInput,
  type RegistrationUrlInput,
  registrationFormFields,
} from './urls.js';
