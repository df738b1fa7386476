/*
 * The shared vocabulary of the sites: the names copy may use for icons, palette colours, tool pages
 * and analytics events. Each is an `as const` list with its union type, so the ui library, the
 * tracking package and `Messages` check against one source and a typo in copy fails `tsc`.
 */

/**
 * Every icon the ui library draws, in a stable order (its gallery story shows them in this order).
 * The last six are the library's own controls (arrows, close, play, pause, external link).
 */
export const ICON_NAMES = [
  'lightbulb',
  'sparkles',
  'book',
  'bookOpen',
  'feather',
  'search',
  'list',
  'pen',
  'music',
  'graduationCap',
  'megaphone',
  'user',
  'users',
  'mail',
  'send',
  'target',
  'globe',
  'layers',
  'star',
  'check',
  'upload',
  'rocket',
  'chart',
  'shield',
  'clock',
  'mic',
  'image',
  'palette',
  'download',
  'briefcase',
  'heart',
  'dollar',
  'edit',
  'lock',
  'refresh',
  'zap',
  'gift',
  'link',
  'percent',
  'calendar',
  'chevronLeft',
  'chevronRight',
  'close',
  'play',
  'pause',
  'externalLink',
] as const;

/** The name of one icon the ui library draws. */
export type IconName = (typeof ICON_NAMES)[number];

/** The accent colours copy may pick for cards and tiles (the theme's `palette` tokens). */
export const PALETTE_NAMES = [
  'violet',
  'blue',
  'teal',
  'green',
  'amber',
  'orange',
  'rose',
  'pink',
  'indigo',
  'cyan',
  'lime',
  'red',
] as const;

/** The name of one palette colour. */
export type PaletteName = (typeof PALETTE_NAMES)[number];

/** Keys of the 14 tool pages (docs/PRODUCT.md §2.3). */
export const TOOL_KEYS = [
  'ebookIdeas',
  'novelIdeas',
  'novelTitles',
  'bookSummary',
  'kdpKeywords',
  'novelOutline',
  'shortStory',
  'shortPoem',
  'courseName',
  'marketingStrategy',
  'authorBio',
  'emailWriter',
  'audienceProblems',
  'coldEmail',
] as const;

/** The key of one tool page. */
export type ToolKey = (typeof TOOL_KEYS)[number];

/**
 * Analytics event names. The first ten are docs/PRODUCT.md §7's; the rest name the other buttons
 * and links of both sites the same way (`{section}_{what}`).
 */
export const ANALYTICS_EVENT_NAMES = [
  'cta_start_trial',
  'cta_view_demo',
  'features_get_started',
  'hero_start_trial',
  'hero_get_sample',
  'hero_start_book',
  'hero_free_trial',
  'hero_voice_to_book',
  'how_it_works_cta',
  'testimonials_get_started',
  'hero_watch_demo',
  'demo_get_started',
  'header_start_trial',
  'audience_cta',
  'cover_use_template',
  'cover_view_all_templates',
  'publish_create_account',
  'testimonials_read_reviews',
  'tool_submit',
  'author_publish_cta',
  'affiliate_create_account',
  'final_publish_book',
  'marketplace_open',
  'marketplace_book_open',
  'page_view',
] as const;

/** A known analytics event name. */
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];
