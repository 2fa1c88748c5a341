import { useMemo } from 'react';
import type { Article } from '../types.js';
import { articlePageTexts } from './texts.js';
import { useUserToggle } from './use-user-toggle.js';

// The saves' code (and the Firestore SDK) is fetched when a signed-in reader's save is read or changed.
const saves = () => import('../api/saves.js');

export function useSave(article: Article) {
  const actions = useMemo(
    () => ({
      read: async (uid: string) => (await saves()).isSaved(article.id, uid),
      turnOn: async (uid: string) => (await saves()).saveArticle(article, uid),
      turnOff: async (uid: string) => (await saves()).unsaveArticle(article.id, uid),
      failed: articlePageTexts.saveFailed,
    }),
    [article],
  );
  const save = useUserToggle(actions);
  return { saved: save.on, error: save.error, needsVerification: save.needsVerification, pending: save.pending, toggle: save.toggle };
}
