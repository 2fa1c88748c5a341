import { useId } from 'react';
import { newsletterTexts as texts } from '../texts.js';
import { SubscribeForm } from './subscribe-form.js';

/** The home page's newsletter section: a heading, a line of text and the form, quietly, at the foot of the page. */
export function NewsletterPanel({ source }: { readonly source: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-t border-slate-200 bg-slate-50 py-12 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-6xl items-center px-4 gap-6 md:grid-cols-2">
        <div>
          <h2 id={headingId} className="font-serif text-2xl font-semibold text-slate-900 sm:text-3xl dark:text-white">
            {texts.panelHeading}
          </h2>
          <p className="mt-2 text-slate-600 dark:text-slate-300">{texts.panelText}</p>
        </div>
        <SubscribeForm source={source} />
      </div>
    </section>
  );
}
