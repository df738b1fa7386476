/**
 * Where the author blocks' links and their one data call go, passed as props: a block reads no
 * global configuration. Each block takes the `Pick` of this it needs; the sites fill it from
 * their config.
 */
export interface AuthorConfig {
  /** The app host; registration and publishing are `{appUrl}/register?…`. */
  appUrl: string;
  /** The marketplace host root (demo card link, "browse the marketplace", book pages). */
  marketplaceUrl: string;
  /** The marketplace API base of the top-books call (docs/PRODUCT.md §7.1). */
  apiBaseUrl: string;
  /** Cover storage base; a cover is this followed by the book's file name. */
  coverBaseUrl: string;
}
