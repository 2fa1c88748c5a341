/**
 * The article editor page with the rich text editor in it: composed here, in the app,
 * because features do not import each other. Loaded lazily by admin-area.tsx.
 */
import { ArticleEditorPage } from '../../features/admin-articles/pages/article-editor-page.js';
import { RichTextEditor } from '../../features/editor/rich-text-editor.js';

export function ArticleEditorRoute() {
  return <ArticleEditorPage Editor={RichTextEditor} />;
}
