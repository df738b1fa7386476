// Server-only entry (`@landing/site-kit/server`): react-dom/server and the router never reach a browser.
export {
  createSiteRenderer,
  marketplaceOrigins,
  type PreconnectOrigin,
  type RenderedPage,
  type SiteRendererOptions,
  shareImageFile,
} from './createSiteRenderer';
export { HeadTags, type HeadTagsProps, THEME_COLOR } from './HeadTags';
export { NotFoundPage, type NotFoundPageProps } from './NotFoundPage';
export { SHARE_CARD_SIZE, ShareCard, type ShareCardContent, shareCardContent } from './ShareCard';
export { SiteChrome, type SiteChromeProps, type SiteFrameProps } from './SiteChrome';
export * from './structuredData';
