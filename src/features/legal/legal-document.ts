/** The shape of a legal page: numbered sections of paragraphs and bullet lists. */
export interface LegalSection {
  readonly heading: string;
  readonly paragraphs?: readonly string[];
  readonly items?: readonly string[];
  /** Paragraphs after the list. */
  readonly closing?: readonly string[];
}

export interface LegalDocument {
  readonly title: string;
  readonly metaDescription: string;
  /** The date shown as "Last updated", and its ISO form for <time>. */
  readonly updated: { readonly label: string; readonly iso: string };
  readonly intro: readonly string[];
  readonly sections: readonly LegalSection[];
  /** The closing "Contact Us" paragraph, before the link to the contact page. */
  readonly questions: string;
}

export const legalTexts = {
  privacyPolicy: 'Privacy Policy',
  termsOfService: 'Terms of Service',
  lastUpdated: 'Last updated:',
  contactHeading: 'Contact Us',
  contactLink: 'Contact page',
  seeAlso: 'See also our',
} as const;
