/**
 * A ticker's page lists the published ideas on its symbol, with their record, above its
 * articles; nothing while they load or when there are none. Its own chunk, loaded on ticker
 * pages only (ticker-ideas-code.ts).
 */
import { ErrorBox } from '../../../components/ui/error-box.js';
import { IdeaRecord } from './idea-record.js';
import { recordTexts as texts } from './texts.js';
import { usePublishedIdeas } from './use-published-ideas.js';

/** Key it by ticker. */
export function TickerIdeas({ ticker }: { readonly ticker: string }) {
  const ideas = usePublishedIdeas({ kind: 'ticker', ticker });
  if (ideas.status === 'loading') return null;
  if (ideas.status === 'error') {
    return (
      <div className="mb-10">
        <ErrorBox message={texts.loadFailed} onRetry={ideas.retry} />
      </div>
    );
  }
  if (ideas.data.ideas.length === 0) return null;
  return (
    <div className="mb-12">
      <IdeaRecord ideas={ideas.data} heading={texts.tickerHeading(ticker)} headingId="ticker-ideas" showAuthor />
    </div>
  );
}
