import { useMemo } from 'react';
import { articlePageTexts } from './texts.js';
import { useUserToggle } from './use-user-toggle.js';

// The likes' code (and the Firestore SDK) is fetched when a signed-in reader's like is read or changed.
const likes = () => import('../api/likes.js');

export function useLike(article: { readonly id: string; readonly likeCount: number }) {
  const { id, likeCount } = article;
  const actions = useMemo(
    () => ({
      read: async (uid: string) => (await likes()).hasLiked(id, uid),
      turnOn: async (uid: string) => (await likes()).likeArticle(id, uid),
      turnOff: async (uid: string) => (await likes()).unlikeArticle(id, uid),
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
    pending: like.pending,
    toggle: like.toggle,
  };
}
