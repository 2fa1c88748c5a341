/**
 * An author's public id, as bylines carry it (articles' author.id): lowercase words of
 * letters and digits joined by hyphens, at most 128 characters (firestore.rules validAuthor).
 * It names the author's page, /author/{id}; anything else names no author.
 */
const AUTHOR_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const isAuthorId = (text: string): boolean => text.length <= 128 && AUTHOR_ID.test(text);
