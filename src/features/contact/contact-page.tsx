import { PageMeta } from '../../components/page-meta.js';
import { ContactDetails } from './components/contact-details.js';
import { ContactFaq } from './components/contact-faq.js';
import { ContactForm } from './components/contact-form.js';
import { contactTexts as texts } from './texts.js';

/** docs/product.md §2 Contact: the form, the ways to reach us (the address opens on OpenStreetMap) and an FAQ. */
export function ContactPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PageMeta title={texts.title} description={texts.metaDescription} />
      <header className="mb-10 text-center">
        <h1 className="text-4xl font-extrabold text-slate-900 dark:text-white">{texts.title}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600 dark:text-slate-300">{texts.intro}</p>
      </header>
      <div className="grid gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          <ContactForm />
        </div>
        <ContactDetails />
      </div>
      <div className="mt-16">
        <ContactFaq />
      </div>
    </div>
  );
}
