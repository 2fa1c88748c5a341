/**
 * Asks before leaving an editor with unsaved changes: closing or reloading the
 * tab (the browser's own prompt), a link inside the site, and the browser's back and
 * forward buttons. The declarative router has no blocker, so links are caught as they are
 * clicked, and a history move is undone when the admin chooses to stay.
 */
import { useEffect, useRef } from 'react';

export function useLeaveGuard(unsaved: boolean, message: string): void {
  const armed = useRef(unsaved);
  useEffect(() => {
    armed.current = unsaved;
  }, [unsaved]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!armed.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when a value is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (!armed.current || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      const to = new URL(link.href, window.location.href);
      if (to.origin !== window.location.origin || (to.pathname === window.location.pathname && to.search === window.location.search)) return;
      if (!window.confirm(message)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    // Back or forward has already happened when popstate fires: going the other way undoes it.
    let undoing = false;
    const onPopState = () => {
      if (undoing) {
        undoing = false;
        return;
      }
      if (armed.current && !window.confirm(message)) {
        undoing = true;
        window.history.go(1);
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, [message]);
}
