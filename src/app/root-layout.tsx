import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner } from '../components/ui/spinner.js';
import { SiteFooter } from './layout/site-footer.js';
import { SiteHeader } from './layout/site-header.js';
import { SkipLink } from './layout/skip-link.js';

export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteHeader />
      {/* At least a screen tall, so the footer starts out of view and never jumps when a page's content arrives. */}
      <main id="main" tabIndex={-1} className="min-h-screen flex-1 focus:outline-none">
        {/* Here, not around the whole app: the header and footer show while a page's code loads. */}
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
