import { useMemo } from 'react';
import { hasLiked, likeArticle, unlikeArticle } from '../api/likes.js';
import { articlePageTexts } from './texts.js';
import { useUserToggle } from './use-user-toggle.js';

export function useLike(article: { readonly id: string; readonly likeCount: number }) {
  const { id, likeCount } = article;
  const actions = useMemo(
    () => ({
      read: (uid: string) => hasLiked(id, uid),
      turnOn: (uid: string) => likeArticle(id, uid),
      turnOff: (uid: string) => unlikeArticle(id, uid),
      failed: articlePageTexts.likeFailed,
    }),
    [id],
  );
  const like = useUserToggle(actions);
  return {
    liked: like.on,
    count: Math.max(0, likeCount + like.changes),
    error: like.error,
    needsVerification: like.needsVerification,
    toggle: like.toggle,
  };
}
