/**
 * The countries where an author can connect a payout account, as the author landing lists them
 * (docs/PRODUCT.md §2.6: the first 20 shown, 22 more behind "Show more"). The countries claim is
 * counted from this list, so the stat and the list cannot disagree (docs/PRODUCT.md §7.12).
 */
export const SUPPORTED_COUNTRIES = [
  ...['US', 'GB', 'CA', 'AU', 'DE', 'FR', 'ES', 'IT', 'NL', 'IE'],
  ...['MX', 'BR', 'JP', 'SG', 'NZ', 'CH', 'SE', 'BE', 'AT', 'PT'],
  ...['DK', 'FI', 'NO', 'PL', 'CZ', 'GR', 'HU', 'RO', 'BG', 'HR', 'SK'],
  ...['SI', 'EE', 'LV', 'LT', 'LU', 'MT', 'CY', 'HK', 'AE', 'MY', 'TH'],
] as const;

/**
 * Marketing claims and business constants of docs/PRODUCT.md §9, in one place so every page of both
 * sites says the same thing. Where the product brief gives two readings of a claim (docs/PRODUCT.md §1.2), the reading chosen here
 * is the one that stays true under both, and the copy of both sites must use it.
 */
export const CLAIMS = {
  // The product brief read "150+ pages" in one place and "90+ pages" in another (docs/PRODUCT.md §1.2). 90+ is true under both
  // readings (a 150-page book also has 90+ pages), so the sites claim 90+.
  bookPages: '90+',
  // "5–10 minutes" vs "under 15 minutes": "under 15" holds under both readings.
  creationMinutes: 15,
  // Export formats: "PDF, EPUB and MOBI" vs "PDF and DOCX". The sites claim PDF and DOCX: PDF is in
  // both lists, and DOCX is the format the author-publishing flow accepts (docs/PRODUCT.md §5.1), so a generated
  // book can go straight to publishing.
  exportFormats: ['PDF', 'DOCX'],
  // Free trial: "7 days with no card" and "up to 6000 words, no credit card, cancel anytime" are
  // read as one offer: a 7-day trial capped at 6,000 words, no card needed.
  trialDays: 7,
  trialWords: 6000,
  voiceToBookMinutes: 2,
  marketingTasks: '50+',
  translationLanguages: '100+',
  books: '2,500+',
  authors: '180+',
  satisfactionPercent: 96,
  rating: '4.9/5',
  reviewCount: '1,403',
  happyUsers: '45,000+',
  ebooksCreated: '350,000+',
  // "42+" (docs/PRODUCT.md §9.10): the 42 countries the page lists, counted from the list; the "+"
  // is the payment provider's full list, which the page links to and which can hold more.
  countries: `${SUPPORTED_COUNTRIES.length}+`,
  categories: '20+',
  publishMinutes: 5,
  accountMinutes: 2,
  // Royalties (docs/PRODUCT.md §9.5): 85% through the connected-account checkout (platform keeps 15%), 100% with
  // an external checkout link. The other phrasing, "85%+", is used only as a summary.
  royaltyConnected: 85,
  royaltyExternal: 100,
  platformFee: 15,
  payouts: 'monthly',
  affiliateCommission: '10–20%',
  docxMaxMb: 120,
  priceMin: 0,
  priceMax: 999,
  bundleMinBooks: 2,
  bundleDiscountPercent: 30,
  // What a bundle costs, as a share of its books bought separately: 100% less the discount.
  bundlePricePercent: 70,
  // The royalty comparison's other routes (docs/PRODUCT.md §9.11): typical rates, never names.
  royaltyRetail: '35–70%',
  royaltyCreatorSales: 90,
  royaltyTraditional: '10–15%',
} as const;
