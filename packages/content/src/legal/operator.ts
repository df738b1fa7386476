/**
 * Who runs the sites, as the legal notice, the privacy policy and the accessibility statement
 * name them (docs/PRODUCT.md §2.8). These are facts about a company, not copy: nothing here is
 * translated, and none of it may be invented. The values below are placeholders that say where
 * they are set; the team that deploys the sites replaces every one of them here, once, before
 * going live (README.md "Legal pages").
 */
export interface LegalOperator {
  /** The name visitors know the product by. */
  readonly brand: string;
  /** The registered name of the company (or person) that runs the sites and answers for them. */
  readonly legalName: string;
  /** Postal address of the registered office, one line per entry. */
  readonly address: readonly string[];
  /** The commercial registry and the entry the company is recorded under. */
  readonly registry: string;
  /** Tax identification number (in Spain the NIF; in the EU the VAT number). */
  readonly taxId: string;
  /**
   * The one address visitors write to: privacy requests, legal questions and accessibility
   * barriers. It also appears as a link on every legal page.
   */
  readonly email: string;
}

/** The operator of both sites. Replace every placeholder before going live. */
export const LEGAL_OPERATOR: LegalOperator = {
  brand: 'Inkwell AI',
  legalName: '[Company legal name: set it in packages/content/src/legal/operator.ts]',
  address: [
    '[Street address: set it in packages/content/src/legal/operator.ts]',
    '[Postal code, city and country]',
  ],
  registry: '[Commercial registry and entry: set it in packages/content/src/legal/operator.ts]',
  taxId: '[Tax ID (NIF or VAT number): set it in packages/content/src/legal/operator.ts]',
  email: 'legal@inkwell.example',
};
