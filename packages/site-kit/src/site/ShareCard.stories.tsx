import { LOCALES, type Locale, routesFor, type SiteId } from '@landing/content';
import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  isPseudoLocale,
  type StoryGlobals,
  storyCopy,
  storyLocale,
} from '../../../ui/.storybook/locale.js';
import { shareImageFile } from './createSiteRenderer';
import { SHARE_CARD_SIZE, ShareCard, shareCardContent } from './ShareCard';

const messages = { en, es } as const;
/** The host the cards print in the stories; a build prints its own `VITE_SITE_URL`. */
const SITE_URL = 'https://inkwell.example';

/**
 * Every card of a site, in the order of its route table, in every language (English then
 * Spanish); in the pseudo-locale, the default language's cards in it.
 */
function cardsOf(site: SiteId, globals: StoryGlobals) {
  const languages = isPseudoLocale(globals) ? [storyLocale(globals)] : LOCALES;
  const copyOf = (locale: Locale) =>
    isPseudoLocale(globals) ? storyCopy(messages, globals) : messages[locale];
  return routesFor(site).flatMap((route) =>
    languages.map((locale: Locale) => ({
      file: shareImageFile(route.paths[locale]),
      content: shareCardContent(copyOf(locale), site, route.key, locale, SITE_URL),
    })),
  );
}

/** A card drawn at a fraction of its 1200×630 size, in a box of the scaled size. */
function Scaled({ scale, children }: { scale: number; children: React.ReactNode }) {
  return (
    <div
      style={{
        width: SHARE_CARD_SIZE.width * scale,
        height: SHARE_CARD_SIZE.height * scale,
        overflow: 'hidden',
      }}
    >
      <div style={{ transform: `scale(${scale})`, transformOrigin: 'top left' }}>{children}</div>
    </div>
  );
}

/** Every share card of one site, each captioned with the file the build writes. */
function Gallery({ site, globals }: { site: SiteId; globals: StoryGlobals }) {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
        gap: 24,
      }}
    >
      {cardsOf(site, globals).map(({ file, content }) => (
        <figure key={file} style={{ margin: 0 }}>
          <Scaled scale={0.25}>
            <ShareCard {...content} />
          </Scaled>
          <figcaption style={{ fontSize: 12, marginTop: 4 }}>{file}</figcaption>
        </figure>
      ))}
    </div>
  );
}

/**
 * The Open Graph image of every page in both languages (docs/ARCHITECTURE.md "Share images and
 * icons"): the component the build draws with satori and resvg, here drawn by the browser. The
 * galleries show each card at a quarter of its size; "Full size" shows one as a link preview gets it.
 */
const meta = {
  title: 'Site/Share cards',
  parameters: { layout: 'padded' },
  // Galleries of fixed-size images, reviewed at the desktop width (`FullSize` shows both scales).
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const EbookSite: Story = {
  globals: { viewport: { value: 'desktop' } },
  render: (_args, { globals }) => <Gallery site="ebook" globals={globals} />,
};
export const AuthorSite: Story = {
  globals: { viewport: { value: 'desktop' } },
  render: (_args, { globals }) => <Gallery site="author" globals={globals} />,
};
export const ExampleSite: Story = {
  globals: { viewport: { value: 'desktop' } },
  render: (_args, { globals }) => <Gallery site="example" globals={globals} />,
};

/** The Spanish ebook landing's card, or in the pseudo-locale the default language's in it. */
const fullSizeCard = (globals: StoryGlobals) =>
  isPseudoLocale(globals)
    ? shareCardContent(
        storyCopy(messages, globals),
        'ebook',
        'home',
        storyLocale(globals),
        SITE_URL,
      )
    : shareCardContent(es, 'ebook', 'home', 'es', SITE_URL);

/** The Spanish ebook landing's card at its real size (scaled to fit a phone's width). */
export const FullSize: Story = {
  render: (_args, { globals }) => (
    <>
      <style>{`.share-full { --scale: 0.3 } @media (min-width: 1280px) { .share-full { --scale: 1 } }`}</style>
      <div className="share-full">
        <div
          style={{
            width: `calc(${SHARE_CARD_SIZE.width}px * var(--scale))`,
            height: `calc(${SHARE_CARD_SIZE.height}px * var(--scale))`,
            overflow: 'hidden',
          }}
        >
          <div style={{ transform: 'scale(var(--scale))', transformOrigin: 'top left' }}>
            <ShareCard {...fullSizeCard(globals)} />
          </div>
        </div>
      </div>
    </>
  ),
};
