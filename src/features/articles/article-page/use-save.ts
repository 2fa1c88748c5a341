import { useMemo } from 'react';
import { isSaved, saveArticle, unsaveArticle } from '../api/saves.js';
import type { Article } from '../types.js';
import { articlePageTexts } from './texts.js';
import { useUserToggle } from './use-user-toggle.js';

export function useSave(article: Article) {
  const actions = useMemo(
    () => ({
      read: (uid: string) => isSaved(article.id, uid),
      turnOn: (uid: string) => saveArticle(article, uid),
      turnOff: (uid: string) => unsaveArticle(article.id, uid),
      failed: articlePageTexts.saveFailed,
    }),
    [article],
  );
  const save = useUserToggle(actions);
  return { saved: save.on, error: save.error, needsVerification: save.needsVerification, toggle: save.toggle };
}
