import { useState, type ReactNode } from 'react';
import { useHydrating } from '../../../lib/use-hydrating.js';
import { emailShareLink, shareLinks, type ShareLink } from './article-links.js';
import { articlePageTexts as texts } from './texts.js';

const button =
  'inline-flex size-10 items-center justify-center rounded-full border border-slate-300 text-slate-700 transition hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800';
const sheetButton =
  'inline-flex h-10 items-center gap-2 rounded-full border border-slate-300 px-4 font-medium text-slate-800 transition hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800';

// Simple marks rather than brand assets: recognisable, tiny and the same colour as the text.
const icons: Record<ShareLink['network'] | 'email' | 'copy' | 'share', ReactNode> = {
  Facebook: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v6h4v-6h3l1-4h-4V8Z" />,
  Twitter: <path d="M4 4l16 16M20 4 4 20" strokeLinecap="round" />,
  LinkedIn: <path d="M6 9v10M6 5v.5M10 19v-6a3 3 0 0 1 6 0v6M10 10v9" strokeLinecap="round" />,
  email: <path d="M3 6h18v12H3zM3 7l9 6 9-6" strokeLinejoin="round" />,
  copy: <path d="M9 9h11v11H9zM5 15H4V4h11v1" strokeLinejoin="round" />,
  share: <path d="M4 12v8h16v-8M12 3v12M7 8l5-5 5 5" strokeLinecap="round" strokeLinejoin="round" />,
};

function Icon({ name }: { readonly name: keyof typeof icons }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true" className="size-5">
      {icons[name]}
    </svg>
  );
}

/** The device's share sheet, where the browser offers one (phones, most desktops but Linux). */
const hasShareSheet = (): boolean => typeof navigator !== 'undefined' && 'share' in navigator;

interface ShareButtonsProps {
  /** The article's canonical address. */
  readonly url: string;
  readonly title: string;
  /** What the share sheet passes on beside the title and address: the article's summary. */
  readonly text?: string;
}

/**
 * docs/product.md §2: where the device has a share sheet, Share opens it (with the title,
 * the summary and the canonical address); elsewhere, or when the sheet cannot open, Facebook,
 * Twitter, LinkedIn and e-mail. Copy link ("Link copied to clipboard!") in both cases.
 */
export function ShareButtons({ url, title, text }: ShareButtonsProps) {
  const [status, setStatus] = useState('');
  const [sheetFailed, setSheetFailed] = useState(false);
  // On a built page, until the app has it: a click would copy nothing (lib/use-hydrating.ts).
  // The build cannot know whether the reader's device has a share sheet: the links until then.
  const hydrating = useHydrating();
  const sheet = !hydrating && !sheetFailed && hasShareSheet();

  const copyLink = () => {
    navigator.clipboard.writeText(url).then(
      () => {
        setStatus(texts.linkCopied);
        window.alert(texts.linkCopied);
      },
      () => setStatus(texts.copyFailed),
    );
  };

  const openSheet = () => {
    setStatus('');
    navigator.share({ title, url, ...(text ? { text } : {}) }).then(
      () => undefined,
      (error: unknown) => {
        // The reader closed the sheet without sharing: nothing went wrong.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        setSheetFailed(true);
        setStatus(texts.shareFailed);
      },
    );
  };

  return (
    <section aria-label={texts.shareHeading} className="flex flex-wrap items-center gap-2">
      <h2 className="mr-2 w-full text-sm font-semibold text-slate-600 sm:w-auto dark:text-slate-300">{texts.shareHeading}</h2>
      {sheet ? (
        <button type="button" onClick={openSheet} className={sheetButton}>
          <Icon name="share" />
          {texts.share}
        </button>
      ) : (
        <>
          {shareLinks(url, title).map(({ network, href }) => (
            <a key={network} href={href} target="_blank" rel="noopener noreferrer" aria-label={texts.shareOn(network)} title={texts.shareOn(network)} className={button}>
              <Icon name={network} />
            </a>
          ))}
          <a href={emailShareLink(url, title)} aria-label={texts.shareByEmail} title={texts.shareByEmail} className={button}>
            <Icon name="email" />
          </a>
        </>
      )}
      <button type="button" onClick={copyLink} disabled={hydrating} aria-label={texts.copyLink} title={texts.copyLink} className={button}>
        <Icon name="copy" />
      </button>
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        {status}
      </p>
    </section>
  );
}
