/**
 * What a list of articles looks like while it loads: cards of the final size (see
 * ArticleCard's fixed heights) in a neutral tone, so nothing below moves when the articles
 * arrive. Screen readers hear the label instead.
 */
const bar = 'rounded bg-slate-200 dark:bg-slate-800';

function CardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className={`aspect-video w-full ${bar} rounded-none`} />
      <div className="flex flex-1 flex-col p-5">
        <div className={`mb-3 h-6 w-28 rounded-full ${bar}`} />
        <div className="flex min-h-14 flex-col justify-around">
          <div className={`h-4 w-11/12 ${bar}`} />
          <div className={`h-4 w-2/3 ${bar}`} />
        </div>
        <div className="mt-2 flex h-18 flex-col justify-around">
          <div className={`h-3 w-full ${bar}`} />
          <div className={`h-3 w-full ${bar}`} />
          <div className={`h-3 w-1/2 ${bar}`} />
        </div>
        <div className="mt-auto flex h-14 flex-col justify-end gap-1.5 pt-4">
          <div className={`h-3.5 w-2/5 ${bar}`} />
          <div className={`h-3.5 w-3/5 ${bar}`} />
        </div>
      </div>
    </div>
  );
}

export function ArticleGridSkeleton({ count, label }: { readonly count: number; readonly label: string }) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <ul aria-hidden="true" className="grid grid-cols-1 gap-6 motion-safe:animate-pulse sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <CardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
