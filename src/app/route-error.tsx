import { ErrorBox } from '../components/ui/error-box.js';

/**
 * Last line of defence for errors no screen handled, most often a lazy route's chunk that
 * is gone after a new deploy: a reload fetches the new one.
 */
export function RouteError() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24">
      <ErrorBox message="Something went wrong. Please try again." onRetry={() => window.location.reload()} />
    </div>
  );
}
