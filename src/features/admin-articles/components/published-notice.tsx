/**
 * What Publish, Update and Unpublish leave on screen, in the editor's bar: the article is
 * published (or updated, or a draft again), with View (its address, in a new tab) and Copy
 * link. The bar keeps a status region in place, so the notice is announced when it comes.
 * Copying says "Copied"; a browser that refuses the clipboard gets the link selected in a
 * field, to copy by hand.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { secondaryButton } from '../../../components/ui/buttons.js';
import { inputClass, inputBorder } from '../../../components/ui/form-styles.js';
import { siteOrigin } from '../../../config/site-origin.js';
import { paths } from '../../../config/paths.js';
import { editorTexts as texts } from '../texts.js';

export type Notice = { readonly kind: 'published' | 'updated'; readonly slug: string } | { readonly kind: 'unpublished' };

const SAID = { published: texts.noticePublished, updated: texts.noticeUpdated, unpublished: texts.noticeUnpublished } as const;

export function PublishedNotice({ notice, onDismiss }: { readonly notice: Notice | null; readonly onDismiss: () => void }) {
  return (
    <div role="status" className="mb-2 empty:hidden">
      {notice && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950/40 dark:text-emerald-50">
          <p className="font-medium">{SAID[notice.kind]}</p>
          {notice.kind !== 'unpublished' && <ArticleLinks key={notice.slug} slug={notice.slug} />}
          <button type="button" onClick={onDismiss} className="ml-auto font-medium underline underline-offset-2">
            {texts.dismiss}
          </button>
        </div>
      )}
    </div>
  );
}

function ArticleLinks({ slug }: { readonly slug: string }) {
  const path = paths.article.to(slug);
  const address = `${siteOrigin()}${path}`;
  const [copy, setCopy] = useState<'idle' | 'copied' | 'refused'>('idle');
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (copy === 'refused') field.current?.select();
  }, [copy]);

  const copyLink = () => {
    // A browser without the clipboard, or one that refuses it (permissions, an insecure page), gets the field.
    const clipboard = navigator.clipboard as Clipboard | undefined;
    (clipboard ? clipboard.writeText(address) : Promise.reject(new Error('No clipboard'))).then(
      () => setCopy('copied'),
      () => setCopy('refused'),
    );
  };

  return (
    <>
      <Link to={path} target="_blank" rel="noopener" className="font-medium underline underline-offset-2">
        {texts.viewPublished} <span className="sr-only">{texts.opensInNewTab}</span>
      </Link>
      <button type="button" onClick={copyLink} className={`${secondaryButton} px-3 py-1`}>
        {copy === 'copied' ? texts.copied : texts.copyLink}
      </button>
      {copy === 'copied' && <span className="sr-only">{texts.linkCopied}</span>}
      {copy === 'refused' && (
        <div className="flex w-full flex-col gap-1">
          <p>{texts.copyRefused}</p>
          <input ref={field} readOnly value={address} aria-label={texts.articleLink} className={`${inputClass} ${inputBorder(false)} font-mono text-xs`} onFocus={(event) => event.target.select()} />
        </div>
      )}
    </>
  );
}
