// Server-only entry (`@landing/ui/site`): react-dom/server and the router never reach a browser.
export {
  createSiteRenderer,
  type RenderedPage,
  type SiteRendererOptions,
} from './createSiteRenderer';
export { HeadTags, type HeadTagsProps } from './HeadTags';
export { NotFoundPage, type NotFoundPageProps } from './NotFoundPage';
export { SiteChrome, type SiteChromeProps, type SiteFrameProps } from './SiteChrome';
