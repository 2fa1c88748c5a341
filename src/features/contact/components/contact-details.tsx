import { contactTexts as texts } from '../texts.js';

const termClass = 'text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400';
const linkClass =
  'text-blue-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-blue-300';

/** Postal address, phone and e-mail, and a placeholder where a map will go (docs/product.md §2). */
export function ContactDetails() {
  return (
    <section aria-labelledby="contact-details-heading" className="space-y-6">
      <h2 id="contact-details-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
        {texts.detailsHeading}
      </h2>
      <dl className="space-y-4 text-slate-700 dark:text-slate-200">
        <div>
          <dt className={termClass}>{texts.addressLabel}</dt>
          <dd>
            <address className="not-italic">
              {texts.address.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </dd>
        </div>
        <div>
          <dt className={termClass}>{texts.phoneLabel}</dt>
          <dd>
            <a href={`tel:${texts.phone.replace(/[^+\d]/g, '')}`} className={linkClass}>
              {texts.phone}
            </a>
            <span className="block text-sm text-slate-500 dark:text-slate-400">{texts.hours}</span>
          </dd>
        </div>
        <div>
          <dt className={termClass}>{texts.emailLabel}</dt>
          <dd>
            <a href={`mailto:${texts.emailAddress}`} className={linkClass}>
              {texts.emailAddress}
            </a>
          </dd>
        </div>
      </dl>
      <div
        role="img"
        aria-label={texts.mapLabel}
        className="flex aspect-video items-center justify-center rounded-xl border border-dashed border-slate-300 bg-slate-100 text-slate-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300"
      >
        <span aria-hidden="true">{texts.mapPlaceholder}</span>
      </div>
    </section>
  );
}
