import { Link } from 'react-router-dom';
import { PageMeta } from '../../components/page-meta.js';
import { paths } from '../../config/paths.js';
import { legalTexts, type LegalDocument, type LegalSection } from './legal-document.js';

const body = 'mt-4 leading-relaxed text-slate-700 dark:text-slate-300';
const link =
  'font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-blue-300 dark:hover:text-blue-200';

interface LegalPageProps {
  readonly content: LegalDocument;
  /** The other legal page, linked at the end. */
  readonly seeAlso: { readonly label: string; readonly to: string };
}

export function LegalPage({ content, seeAlso }: LegalPageProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <PageMeta title={content.title} description={content.metaDescription} />
      <header>
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 dark:text-white">{content.title}</h1>
        <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">
          {legalTexts.lastUpdated} <time dateTime={content.updated.iso}>{content.updated.label}</time>
        </p>
      </header>
      {content.intro.map((paragraph) => (
        <p key={paragraph} className={`${body} text-lg`}>
          {paragraph}
        </p>
      ))}
      {content.sections.map((section, index) => (
        <Section key={section.heading} number={index + 1} section={section} />
      ))}
      <section aria-labelledby="legal-contact" className="mt-10 border-t border-slate-200 pt-8 dark:border-slate-800">
        <h2 id="legal-contact" className="text-xl font-bold text-slate-900 dark:text-white">
          {legalTexts.contactHeading}
        </h2>
        <p className={body}>
          {content.questions}{' '}
          <Link to={paths.contact.to()} className={link}>
            {legalTexts.contactLink}
          </Link>
          .
        </p>
        <p className={body}>
          {legalTexts.seeAlso}{' '}
          <Link to={seeAlso.to} className={link}>
            {seeAlso.label}
          </Link>
          .
        </p>
      </section>
    </article>
  );
}

function Section({ number, section }: { readonly number: number; readonly section: LegalSection }) {
  const id = `section-${number}`;
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-bold text-slate-900 dark:text-white">
        {number}. {section.heading}
      </h2>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph} className={body}>
          {paragraph}
        </p>
      ))}
      {section.items && (
        <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-slate-700 marker:text-slate-400 dark:text-slate-300">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {section.closing?.map((paragraph) => (
        <p key={paragraph} className={body}>
          {paragraph}
        </p>
      ))}
    </section>
  );
}
