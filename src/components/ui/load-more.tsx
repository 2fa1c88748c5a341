/** The foot of a list read a page at a time: Load more, or what went wrong with Try Again. */
import { secondaryButton } from './buttons.js';
import { ErrorBox } from './error-box.js';

interface LoadMoreProps {
  readonly more: 'idle' | 'loading' | 'failed';
  /** There is another page. */
  readonly hasMore: boolean;
  readonly onLoad: () => void;
  readonly label: string;
  readonly loadingLabel: string;
  readonly failed: string;
}

export function LoadMore({ more, hasMore, onLoad, label, loadingLabel, failed }: LoadMoreProps) {
  if (more === 'failed') {
    return (
      <div className="mt-6">
        <ErrorBox message={failed} onRetry={onLoad} />
      </div>
    );
  }
  if (!hasMore) return null;
  return (
    <div className="mt-6 flex justify-center">
      <button type="button" className={secondaryButton} onClick={onLoad} disabled={more === 'loading'}>
        {more === 'loading' ? loadingLabel : label}
      </button>
    </div>
  );
}
