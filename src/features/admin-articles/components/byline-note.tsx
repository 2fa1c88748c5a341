import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.js';
import { loadedByline } from '../api/load-article.js';
import { byline } from '../api/records.js';
import { editorTexts } from '../texts.js';
import type { Writer } from '../types.js';

const texts = editorTexts.bylineNote;

interface BylineNoteProps {
  /** The article opened to edit; null for one created here, which carries the writer's byline. */
  readonly articleId: string | null;
  /** The opened article has loaded. */
  readonly loaded: boolean;
  readonly writer: Writer | null;
}

/**
 * Whose byline the article carries, beside the publish controls: the writer's for an article
 * created here, the stored one's for one opened to edit (an admin may edit a colleague's
 * article). Their own byline links to their profile page, where its bio, picture and links
 * are edited.
 */
export function BylineNote({ articleId, loaded, writer }: BylineNoteProps) {
  if (!writer) return null;
  const own = byline(writer);
  const shown = articleId ? (loaded ? loadedByline(articleId) : null) : own;
  if (!shown) return null;
  return (
    <p className="text-sm text-slate-600 dark:text-slate-300">
      {texts.byline(shown.name)}
      {shown.id === own.id && (
        <>
          {' · '}
          <Link
            to={paths.profile.to()}
            className="font-medium text-blue-700 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-blue-300"
          >
            {texts.editProfile}
          </Link>
        </>
      )}
    </p>
  );
}
