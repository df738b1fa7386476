import { SiteChrome, type SiteFrameProps } from '@landing/site-kit/server';
import { config } from './config';

/** This site's header and footer around a page. */
export function Chrome(props: SiteFrameProps) {
  return <SiteChrome site="author" appUrl={config.appUrl} {...props} />;
}
