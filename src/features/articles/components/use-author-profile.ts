import { useEffect, useState } from 'react';
import type { AuthorProfile } from '../../../lib/author-profile.js';
import { readAuthorProfile } from '../api/author-profile.js';

/**
 * The staff profile of a byline id, once it has come: null before (the page draws with the
 * article's copy of the byline, which is what a built page holds, so React takes it over as
 * it is), when there is none, and when it cannot be read (the copy stands in).
 */
export function useAuthorProfile(bylineId: string): AuthorProfile | null {
  const [loaded, setLoaded] = useState<{ readonly id: string; readonly profile: AuthorProfile | null } | null>(null);
  useEffect(() => {
    if (!bylineId) return;
    let current = true;
    readAuthorProfile(bylineId).then(
      (profile) => {
        if (current) setLoaded({ id: bylineId, profile });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [bylineId]);
  return loaded?.id === bylineId ? loaded.profile : null;
}
