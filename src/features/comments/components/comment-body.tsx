import { useMemo } from 'react';
import { commentTextParts } from '../comment-text.js';

/**
 * A comment's text: its line breaks kept, its web addresses as links that pass on no
 * standing (nofollow ugc) and open apart from the article, as the site's other outside
 * links do. Everything is given to React as text, never as markup.
 */
export function CommentBody({ body }: { readonly body: string }) {
  const parts = useMemo(() => commentTextParts(body), [body]);
  return (
    <p className="whitespace-pre-line [overflow-wrap:anywhere] text-slate-800 dark:text-slate-200">
      {parts.map((part, index) =>
        part.kind === 'link' ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="nofollow ugc noopener"
            className="text-blue-700 underline underline-offset-2 hover:text-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-blue-300 dark:hover:text-blue-200"
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
