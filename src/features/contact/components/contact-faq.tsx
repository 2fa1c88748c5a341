import { contactTexts as texts } from '../texts.js';

/** The two questions of docs/product.md §2 Contact, as disclosure widgets (keyboard-ready, no script). */
export function ContactFaq() {
  return (
    <section aria-labelledby="contact-faq-heading" className="mx-auto max-w-3xl">
      <h2 id="contact-faq-heading" className="mb-6 text-2xl font-bold text-slate-900 dark:text-white">
        {texts.faqHeading}
      </h2>
      <div className="space-y-3">
        {texts.faq.map((entry) => (
          <details
            key={entry.question}
            className="group rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <summary className="cursor-pointer font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-white">
              {entry.question}
            </summary>
            <p className="mt-3 text-slate-600 dark:text-slate-300">{entry.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
