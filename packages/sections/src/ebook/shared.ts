import type { AnalyticsEventName, CallToAction, Locale, Messages } from '@landing/content';
import { buildRegistrationUrl, languageParams } from '@landing/tracking';

/** A registration call to action as content describes it. */
export interface RegistrationCopy {
  /** The visible label. */
  label: string;
  /** The registration `action` (docs/PRODUCT.md §7.8). */
  action: string;
  /** The analytics event its click sends, if any. */
  event?: AnalyticsEventName;
}

/** Where a registration link goes: the app host, and the page's language it tells the app. */
export interface RegistrationTarget {
  /** The app host. */
  appUrl: string;
  /** The page's language; a Spanish page hands off with `lang=es` (docs/PRODUCT.md §2.7). */
  locale: Locale;
}

/**
 * A call to action to registration, opening a new tab: a real link with `source=homepage`, its
 * `action` and the page's language that works without JavaScript; the delegated handler adds the
 * captured UTM fields.
 */
export function registrationCta(
  { appUrl, locale }: RegistrationTarget,
  { label, action, event }: RegistrationCopy,
  newTabLabel: string,
): CallToAction {
  return {
    label,
    href: buildRegistrationUrl({ appUrl, locale, action }),
    track: event,
    opensInNewTab: true,
    newTabLabel,
  };
}

/** An image through the image proxy (docs/PRODUCT.md §7.4): `{imageBaseUrl}/{year}/{month}/{file}`. */
export function proxiedImage(imageBaseUrl: string, path: string): string {
  return `${imageBaseUrl}/${path.replace(/^\/+/, '')}`;
}

/**
 * The review listing "Read more reviews" opens, in the page's language: a Spanish page adds
 * `lang=es`, as its hand-offs do (docs/PRODUCT.md §2.7); an English one links the URL as given.
 */
export function reviewsHref(reviewsUrl: string, locale: Locale): string {
  const params = Object.entries(languageParams(locale));
  if (params.length === 0) return reviewsUrl;
  const url = new URL(reviewsUrl);
  for (const [key, value] of params) url.searchParams.set(key, value);
  return url.href;
}

/**
 * The demo video dialog's island props, the same wherever a button opens it (the hero's create
 * mode, how it works): its copy, the video in the page's language and, under the video, the
 * trial as a registration link (docs/PRODUCT.md §2.2 item 1).
 */
export function demoDialogProps(
  triggerLabel: string,
  demo: Messages['ebook']['hero']['demo'],
  target: RegistrationTarget,
  video: { demoVideoSrc: string },
  newTabLabel: string,
) {
  return {
    triggerLabel,
    title: demo.title,
    closeLabel: demo.close,
    getStartedLabel: demo.cta,
    getStartedHref: registrationCta(target, { label: demo.cta, action: 'register' }, newTabLabel)
      .href,
    newTabLabel,
    videoSrc: video.demoVideoSrc,
    videoTitle: demo.videoTitle,
  };
}
