/** Why a call to the marketplace failed; docs/PRODUCT.md §8.3 lets the caller ignore every kind alike. */
export type MarketplaceErrorKind = 'network' | 'timeout' | 'http' | 'parse' | 'shape' | 'aborted';

/** Options of {@link MarketplaceError}. */
export interface MarketplaceErrorOptions {
  /** HTTP status of the response, for kind `http`. */
  status?: number;
  /** The underlying error (fetch rejection, JSON syntax error). */
  cause?: unknown;
}

/** The one error type `listTopBooks` rejects with, so a caller can tell failures apart by `kind`. */
export class MarketplaceError extends Error {
  /** What went wrong. */
  readonly kind: MarketplaceErrorKind;
  /** HTTP status, when the server answered with one. */
  readonly status: number | undefined;

  /**
   * @param kind What went wrong.
   * @param message Human-readable detail for the console (docs/PRODUCT.md §8.1: never shown to visitors).
   * @param options Status and cause.
   */
  constructor(kind: MarketplaceErrorKind, message: string, options: MarketplaceErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = 'MarketplaceError';
    this.kind = kind;
    this.status = options.status;
  }
}
