/**
 * The places and sizes of an article card's parts, shared by ArticleCard and its skeleton so
 * that the two are always the same size. Wider than a phone, the card is a column: image,
 * then a text block of a fixed height (16 + 20 + 6 + 84 + 8 + 72 + 56 = 262 px). On a
 * phone (max-sm) it is a grid: kicker and headline (98 px) beside a square image (96 px),
 * then two lines of summary and two of byline across (the text block's box steps aside,
 * `contents`, so its parts take those places).
 */
export const cardLayout = {
  card: 'relative flex h-full flex-col max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_6rem] max-sm:gap-x-4',
  image: 'aspect-video w-full rounded-sm max-sm:col-start-2 max-sm:row-span-2 max-sm:row-start-1 max-sm:aspect-square',
  text: 'flex min-h-65.5 flex-1 flex-col pt-4 max-sm:contents',
  kicker: 'max-sm:col-start-1 max-sm:row-start-1',
  title: 'mt-1.5 text-xl/7 max-sm:col-start-1 max-sm:row-start-2 max-sm:h-18 max-sm:text-lg/6',
  summary: 'mt-2 h-18 text-[0.9375rem]/6 max-sm:col-span-2 max-sm:h-12',
  byline: 'mt-auto flex h-14 flex-col justify-end pt-3 text-sm/5 max-sm:col-span-2 max-sm:mt-2 max-sm:h-10 max-sm:pt-0',
} as const;

/** The grid of ArticleGrid, so skeleton and cards take the same places: on a phone, rows between rules. */
export const ARTICLE_GRID =
  'grid grid-cols-1 gap-x-8 sm:grid-cols-2 sm:gap-y-12 lg:grid-cols-3 max-sm:[&>li]:border-b max-sm:[&>li]:border-slate-200 max-sm:[&>li]:py-5 max-sm:[&>li:first-child]:pt-0 dark:max-sm:[&>li]:border-slate-800';

const bar = 'rounded-sm bg-slate-200 dark:bg-slate-800';

/** What a list of articles looks like while it loads: cards of the final size in a neutral tone. */
function CardSkeleton() {
  return (
    <div className={cardLayout.card}>
      <div className={`${cardLayout.image} ${bar}`} />
      <div className={cardLayout.text}>
        <div className={`${cardLayout.kicker} flex h-5 items-center`}>
          <div className={`h-3 w-28 ${bar}`} />
        </div>
        <div className={`${cardLayout.title} flex h-14 flex-col justify-around`}>
          <div className={`h-4.5 w-11/12 ${bar}`} />
          <div className={`h-4.5 w-2/3 ${bar}`} />
        </div>
        <div className={`${cardLayout.summary} flex flex-col justify-around`}>
          <div className={`h-3 w-full ${bar}`} />
          <div className={`h-3 w-1/2 ${bar}`} />
        </div>
        <div className={`${cardLayout.byline} gap-1.5`}>
          <div className={`h-3.5 w-2/5 ${bar}`} />
          <div className={`h-3.5 w-3/5 ${bar}`} />
        </div>
      </div>
    </div>
  );
}

/** Screen readers hear the label instead of the skeleton. */
export function ArticleGridSkeleton({ count, label }: { readonly count: number; readonly label: string }) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <ul aria-hidden="true" className={`${ARTICLE_GRID} motion-safe:animate-pulse`}>
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <CardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
