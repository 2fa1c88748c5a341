import { Component, type ReactNode } from 'react';
import { ErrorBox } from '../components/ui/error-box.js';

/**
 * Last line of defence for errors no screen handled, most often a lazy page's chunk that
 * is gone after a new deploy: a reload fetches the new one.
 */
export class AppErrorBoundary extends Component<{ readonly children: ReactNode }, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="mx-auto max-w-xl px-4 py-24">
        <ErrorBox message="Something went wrong. Please try again." onRetry={() => window.location.reload()} />
      </div>
    );
  }
}
