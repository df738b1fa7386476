/**
 * The facts the legal pages state (docs/PRODUCT.md §2.8): who runs the sites, where they are hosted,
 * who processes data for them, which law governs them, and the accessibility review. Facts, not
 * copy: nothing here is translated, and none of it may be invented. What only the team that runs
 * the sites can know is a {@link Placeholder} here; development shows it visibly marked on the
 * page, and a production build refuses it (docs/GO-LIVE.md), until a deploy sets it, in a JSON file
 * named by `LEGAL_FACTS_FILE` or in this file.
 */

/** A value nobody has given yet: what it is, shown in its place and named by the production check. */
export interface Placeholder {
  readonly placeholder: string;
}

/** A fact, or the placeholder that stands for it until it is set. */
export type Fact<T> = T | Placeholder;

/** Whether a value is still a placeholder. */
export function isPlaceholder(value: unknown): value is Placeholder {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { placeholder?: unknown }).placeholder === 'string'
  );
}

const todo = (what: string): Placeholder => ({ placeholder: what });

/** What a processor does for the sites; each locale's legal copy words each one. */
export type ProcessorRole = 'hosting' | 'tagManager' | 'analytics' | 'advertising' | 'video';

/**
 * The legal basis for sending personal data outside the European Economic Area (GDPR chapter V):
 * `adequacy` an adequacy decision for the country (art. 45), `dpf` the recipient's certification
 * under the EU-US Data Privacy Framework (art. 45, decision of 10 July 2023), `scc` the European
 * Commission's standard contractual clauses (art. 46). `null`: the data stays in the EEA.
 */
export type TransferBasis = 'adequacy' | 'dpf' | 'scc' | null;

export interface Processor {
  /** The company, as registered. */
  readonly name: string;
  readonly roles: readonly ProcessorRole[];
  /** Where it processes the data: an ISO 3166-1 alpha-2 code (the pages name it per locale). */
  readonly country: Fact<string>;
  /** The basis for a transfer outside the EEA, itself or through its parent company. */
  readonly transfer: Fact<TransferBasis>;
}

export interface LegalOperator {
  /** The name visitors know the product by. */
  readonly brand: string;
  /** The registered name of the company (or person) that runs the sites and answers for them. */
  readonly legalName: Fact<string>;
  /** Postal address of the registered office, one line per entry. */
  readonly address: Fact<readonly string[]>;
  /** The commercial registry and the entry the company is recorded under (LSSI-CE art. 10.1.b). */
  readonly registry: Fact<string>;
  /** Tax identification number: in Spain the NIF; in the EU the VAT number (art. 10.1.e). */
  readonly taxId: Fact<string>;
  /**
   * The one address visitors write to: legal questions, privacy requests and accessibility
   * barriers. A production build refuses the reserved `.example` domain.
   */
  readonly email: string;
}

export interface LegalFacts {
  readonly operator: LegalOperator;
  /**
   * Who answers data-protection requests: the data-protection officer's address, or the operator's
   * when none is appointed. A production build refuses `.example`.
   */
  readonly privacyContact: string;
  /** Whether prices shown on the sites include VAT (LSSI-CE art. 10.1.f). */
  readonly pricesIncludeVat: Fact<boolean>;
  /** The company that hosts the sites (a processor: it sees each request's IP address). */
  readonly hosting: Fact<Processor>;
  /** The other processors, each loaded only as the cookie policy and consent say. */
  readonly processors: readonly Processor[];
  /** Days the host keeps server logs (with IP addresses) before deleting them. */
  readonly serverLogDays: Fact<number>;
  /**
   * The law the terms are governed by (an ISO country code) and the courts for disputes with a
   * business; a consumer may always sue in the courts of their own domicile.
   */
  readonly jurisdiction: { readonly law: Fact<string>; readonly courts: Fact<string> };
  readonly accessibility: {
    /** Conformance with WCAG 2.2 level AA (EN 301 549): full, partial or none. */
    readonly status: Fact<'full' | 'partial' | 'none'>;
    /** The day of the last review, an ISO date. */
    readonly reviewedOn: Fact<string>;
    /** How it was reviewed: by the team itself or by an outside auditor. */
    readonly method: Fact<'selfAssessment' | 'thirdParty'>;
    /** Working days within which a reported barrier is answered. */
    readonly answerDays: Fact<number>;
  };
}

/** The facts of both sites: replace every placeholder before going live (docs/GO-LIVE.md). */
export const LEGAL_FACTS: LegalFacts = {
  operator: {
    brand: 'Inkwell AI',
    legalName: todo('Company legal name'),
    address: todo('Registered office: street, postal code, city and country'),
    registry: todo('Commercial registry and entry'),
    taxId: todo('Tax ID (NIF or VAT number)'),
    email: 'legal@inkwell.example',
  },
  privacyContact: 'privacy@inkwell.example',
  pricesIncludeVat: todo('Whether prices include VAT'),
  hosting: todo('Hosting provider: company, country and transfer basis'),
  // The services the pages' code loads (packages/content/src/legal/cookies.ts). Google's EU
  // services are provided by Google Ireland Limited; Google LLC, which may receive the data, is
  // certified under the EU-US Data Privacy Framework.
  processors: [
    {
      name: 'Google Ireland Limited',
      roles: ['tagManager', 'analytics', 'advertising', 'video'],
      country: 'IE',
      transfer: 'dpf',
    },
    {
      name: 'Vimeo.com, Inc.',
      roles: ['video'],
      country: 'US',
      transfer: todo('Vimeo’s transfer basis, as its data processing terms state'),
    },
  ],
  serverLogDays: todo('Days the host keeps server logs'),
  jurisdiction: {
    law: todo('Governing law (country code)'),
    courts: todo('Courts for businesses'),
  },
  accessibility: {
    status: todo('WCAG 2.2 AA conformance status'),
    reviewedOn: todo('Date of the last accessibility review'),
    method: todo('Review method'),
    answerDays: todo('Working days to answer a reported barrier'),
  },
};
