import { PUBLISHER, type Publisher } from '../../../config/site.js';
import { contactTexts as texts } from '../texts.js';

const termClass = 'text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400';
const linkClass =
  'text-blue-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-blue-300';

/** The address on OpenStreetMap, found by its text: a map without a map service of our own. */
const mapLink = (address: readonly string[]): string =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(address.join(', '))}`;

/**
 * The publisher's address (with a link that opens it on a map), phone and e-mail, from
 * config/site.ts: each only when it is set there (docs/product.md §2).
 */
export function ContactDetails({ publisher = PUBLISHER }: { readonly publisher?: Omit<Publisher, 'social'> }) {
  const { name, address, phone, hours, email } = publisher;
  return (
    <section aria-labelledby="contact-details-heading" className="space-y-6">
      <h2 id="contact-details-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
        {texts.detailsHeading}
      </h2>
      <dl className="space-y-4 text-slate-700 dark:text-slate-200">
        {address.length > 0 && (
          <div>
            <dt className={termClass}>{texts.addressLabel}</dt>
            <dd>
              <address className="not-italic">
                {[name, ...address].map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
              <a
                href={mapLink(address)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${texts.openMap} ${texts.newTab}`}
                className={`${linkClass} mt-1 inline-block text-sm`}
              >
                {texts.openMap}
              </a>
            </dd>
          </div>
        )}
        {phone && (
          <div>
            <dt className={termClass}>{texts.phoneLabel}</dt>
            <dd>
              <a href={`tel:${phone.replace(/[^+\d]/g, '')}`} className={linkClass}>
                {phone}
              </a>
              {hours && <span className="block text-sm text-slate-500 dark:text-slate-400">{hours}</span>}
            </dd>
          </div>
        )}
        {email && (
          <div>
            <dt className={termClass}>{texts.emailLabel}</dt>
            <dd>
              <a href={`mailto:${email}`} className={linkClass}>
                {email}
              </a>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
