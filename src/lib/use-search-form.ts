/**
 * What a search form needs (the header's and the list pages'): the search the page shows,
 * to put in its box, and a submit that goes to its results (/blog?search=) in place. The
 * form also names that address as its action, so the browser sends it by itself before the
 * app has taken a built page over.
 */
import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../config/paths.js';

export function useSearchForm(): { readonly current: string; readonly submit: (event: FormEvent<HTMLFormElement>) => void } {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const current = query.get('search') ?? '';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('search');
    const text = typeof value === 'string' ? value.trim() : '';
    if (text) void navigate(paths.blog.to({ search: text }));
  }

  return { current, submit };
}
