/**
 * This site's public configuration, read once from Vite env variables (names fixed: deploy tools
 * set them). The embedded defaults point at the local stub marketplace that `npm start` and the
 * tests run on port 4010, so a fresh clone works with no setup.
 */
export interface SiteConfig {
  /** This site's absolute origin, for canonical and hreflang links. */
  siteUrl: string;
  /** The app host; registration is `{appUrl}/register`. */
  appUrl: string;
  /** The marketplace host root. */
  marketplaceUrl: string;
  /** The marketplace API base; the one data call is `{apiBaseUrl}/api/books-app/books`. */
  apiBaseUrl: string;
  /** Cover storage base; a cover is this followed by the book's file name. */
  coverBaseUrl: string;
  /** Image proxy base; images are `{imageBaseUrl}/{year}/{month}/{file}`. */
  imageBaseUrl: string;
}

const STUB = 'http://localhost:4010';

function read(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return (trimmed ? trimmed : fallback).replace(/\/+$/, '');
}

export const config: SiteConfig = {
  siteUrl: read(import.meta.env.VITE_SITE_URL, 'http://localhost:4174'),
  appUrl: read(import.meta.env.VITE_APP_URL, STUB),
  marketplaceUrl: read(import.meta.env.VITE_MARKETPLACE_URL, STUB),
  apiBaseUrl: read(import.meta.env.VITE_API_BASE_URL, STUB),
  coverBaseUrl: `${read(import.meta.env.VITE_COVER_BASE_URL, `${STUB}/covers`)}/`,
  imageBaseUrl: read(import.meta.env.VITE_IMAGE_BASE_URL, `${STUB}/images`),
};
