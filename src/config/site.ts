export const SITE_NAME = 'Finance Articles';

/** What every page says of its content: the footer's disclaimer, and the close of every article. */
export const EDUCATIONAL_ONLY =
  'is for educational purposes only and is not personalised investment advice. Investing involves risk, including the possible loss of capital. Consider your own circumstances and, where appropriate, consult a licensed financial adviser before making investment decisions.';

/** A social network the site can link its profile on. */
export type SocialNetwork = 'x' | 'linkedin' | 'facebook' | 'youtube';

/**
 * Who publishes the site and how to reach them, in one place: the contact page and the
 * footer read it. Each detail shows only when it is set here (an empty text, list or
 * address hides it), so a link never leads to a network's home page for want of a profile.
 * An owner sets their own before deploying (docs/deploying.md).
 */
export interface Publisher {
  readonly name: string;
  /** The postal address, a line each; the contact page links it to OpenStreetMap. */
  readonly address: readonly string[];
  readonly phone: string;
  /** When the phone is answered. */
  readonly hours: string;
  readonly email: string;
  /** The site's own profiles, as full addresses. */
  readonly social: Readonly<Record<SocialNetwork, string>>;
}

export const PUBLISHER: Publisher = {
  name: SITE_NAME,
  address: ['100 Market Street, Suite 500', 'New York, NY 10005', 'United States'],
  phone: '+1 (212) 555-0148',
  hours: 'Monday to Friday, 9 am to 5 pm (ET)',
  email: 'contact@financearticles.example',
  // None yet.
  social: { x: '', linkedin: '', facebook: '', youtube: '' },
};
