import { useEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new page starts at the top (a new search or tag is a new page too, even when only the
 * query changes); back and forward keep the browser's own scroll restoration.
 */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [pathname, search, navigationType]);
  return null;
}
