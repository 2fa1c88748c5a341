import { TagChips } from '../../../components/ui/tag-chips.js';
import { articlePageTexts } from './texts.js';

export function ArticleTopics({ tags }: { readonly tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <section aria-labelledby="article-topics" className="flex flex-wrap items-center gap-2">
      <h2 id="article-topics" className="mr-2 text-sm font-semibold text-slate-600 dark:text-slate-300">
        {articlePageTexts.topics}
      </h2>
      <TagChips tags={tags} />
    </section>
  );
}
