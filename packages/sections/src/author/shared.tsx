import type {
  AnalyticsEventName,
  CallToAction,
  IconName,
  Locale,
  PaletteName,
} from '@landing/content';
import { buildPublishUrl, buildRegistrationUrl } from '@landing/tracking';
import type { FeatureItem } from '@landing/ui/components/FeatureGrid';
import { Icon } from '@landing/ui/components/Icon';
import { visuallyHidden } from '@landing/ui/theme';
import type { ReactNode } from 'react';
import type { AuthorConfig } from './config.js';
import * as styles from './shared.css.js';

// The feature tiles take their colours from the palette in turn, so neighbours never match.
const TILE_COLOURS: readonly PaletteName[] = [
  'violet',
  'blue',
  'teal',
  'amber',
  'rose',
  'indigo',
  'green',
  'orange',
  'cyan',
];

/** Content's feature points as `FeatureGrid` items, coloured in turn. */
export function featureItems(
  items: readonly { id: string; icon: IconName; title: string; text: string }[],
) {
  return items.map<FeatureItem>((item, index) => ({
    id: item.id,
    icon: item.icon,
    colour: TILE_COLOURS[index % TILE_COLOURS.length] ?? 'violet',
    title: item.title,
    text: item.text,
  }));
}

/**
 * A call to action as content names it: `publish` is the publish link of docs/PRODUCT.md §2.6,
 * anything else a registration action. `track` is the event of the section that shows it: one name
 * per place, whatever the link does (docs/PRODUCT.md §7.6).
 */
export function authorCta(
  content: { label: string; action: string },
  {
    appUrl,
    locale,
    newTabLabel,
    track,
  }: {
    appUrl: AuthorConfig['appUrl'];
    locale: Locale;
    newTabLabel: string;
    track: AnalyticsEventName;
  },
): CallToAction {
  const href =
    content.action === 'publish'
      ? buildPublishUrl({ appUrl, locale })
      : buildRegistrationUrl({ appUrl, locale, action: content.action });
  return { label: content.label, href, track, opensInNewTab: true, newTabLabel };
}

export interface ExternalLinkProps {
  /** The other site's address. */
  href: string;
  /** Screen-reader text read after the label, e.g. "(opens in a new tab)". */
  newTabLabel: string;
  /** Analytics event the delegated tracking handler sends on click. */
  track?: string;
  /** The visible label. */
  children: ReactNode;
}

/** A link to another site, opening a new tab. */
export function ExternalLink({ href, newTabLabel, track, children }: ExternalLinkProps) {
  return (
    <a
      className={styles.externalLink}
      href={href}
      target="_blank"
      rel="noopener"
      data-track={track}
    >
      {children}
      <Icon name="externalLink" size={16} />
      <span className={visuallyHidden}> {newTabLabel}</span>
    </a>
  );
}
