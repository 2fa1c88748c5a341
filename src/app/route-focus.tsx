import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long to wait for a new page's heading (its data may still be loading). */
const HEADING_WAIT_MS = 10_000;

const typingIn = (element: Element | null): boolean =>
  element instanceof HTMLElement && (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName));

/**
 * After moving to another page (not on the first one), keyboard and screen-reader users
 * start on the new page's heading, and hear its title: focus moves to the first <h1> of
 * <main> once it is there, and a polite live region reads the title. The focus is never
 * taken from where the reader has put it meanwhile (a field, a menu), only from where the
 * navigation left it. Where it left it is the link or button that started the navigation,
 * noted as it is clicked: the new page's code may take a moment to arrive, and the reader
 * may have moved on by the time the new address is rendered.
 *
 * A page that only renames itself (a new article's editor, once its first autosave
 * created it, moves to the article's edit address with nothing remounted) navigates with
 * `state: { keepFocus: true }`: the focus stays where the admin has it (the Publish
 * button they just came back to, say).
 */
const keepsFocus = (state: unknown): boolean => typeof state === 'object' && state !== null && 'keepFocus' in state && state.keepFocus === true;

export function RouteFocus() {
  const location = useLocation();
  const { pathname, search } = location;
  const keep = keepsFocus(location.state as unknown);
  // Written directly rather than through React state: the heading (and so the moment to
  // announce) arrives from a DOM observer, outside React's own updates.
  const live = useRef<HTMLParagraphElement>(null);
  // The address shown last: the first page's, and the same again (StrictMode runs effects
  // twice in development), move nothing.
  const shown = useRef<string | null>(null);
  const clicked = useRef<Element | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      clicked.current = event.target instanceof Element ? (event.target.closest('a, button') ?? event.target) : null;
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    const address = pathname + search;
    const first = shown.current === null || shown.current === address;
    shown.current = address;
    if (first || keep) return;
    const main = document.getElementById('main');
    if (!main) return;
    const leftAt = clicked.current ?? document.activeElement;
    clicked.current = null;
    const untouched = (): boolean => {
      const now = document.activeElement;
      return !now || now === document.body || now === main || now === leftAt || !now.isConnected;
    };
    const arrive = (): boolean => {
      const heading = main.querySelector('h1');
      if (!heading) return false;
      if (untouched() && !typingIn(document.activeElement)) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
      if (live.current) live.current.textContent = document.title;
      return true;
    };
    if (arrive()) return;
    const observer = new MutationObserver(() => {
      if (arrive()) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname, search, keep]);

  return (
    <p ref={live} aria-live="polite" aria-atomic="true" className="sr-only" />
  );
}
