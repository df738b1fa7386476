import { SiteChrome, type SiteFrameProps } from '@landing/site-kit/server';
import { site } from '../site';
import { config } from './config';

/** This site's header and footer around a page. */
export function Chrome(props: SiteFrameProps) {
  return <SiteChrome site={site.id} appUrl={config.appUrl} {...props} />;
}
