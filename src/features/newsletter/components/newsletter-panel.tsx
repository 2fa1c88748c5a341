import { useId } from 'react';
import { newsletterTexts as texts } from '../texts.js';
import { SubscribeForm } from './subscribe-form.js';

/** The home page's newsletter section: a heading, a line of text and the form. */
export function NewsletterPanel({ source }: { readonly source: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-blue-600 px-4 py-14 text-white dark:bg-blue-950">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id={headingId} className="text-2xl font-bold sm:text-3xl">
          {texts.panelHeading}
        </h2>
        <p className="mt-3 text-blue-50">{texts.panelText}</p>
        <div className="mx-auto mt-6 max-w-lg rounded-xl bg-white p-4 text-left shadow-lg dark:bg-slate-900">
          <SubscribeForm source={source} />
        </div>
      </div>
    </section>
  );
}
