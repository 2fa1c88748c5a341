/**
 * What the reader is told when a write to the discussion fails: the check that said no
 * (write-comments.ts makes the rules' checks first, to say which one), or the rules' own
 * refusal, or the network.
 */
import { isPermissionDenied } from '../../lib/firebase/errors.js';
import { CommentRefusedError } from './api/write-comments.js';
import { discussionTexts as texts } from './texts.js';

/** Why a comment or a reply was not posted. */
export function postProblem(error: unknown): string {
  if (error instanceof CommentRefusedError) {
    switch (error.problem) {
      case 'empty':
        return texts.emptyComment;
      case 'too-long':
        return texts.tooLong;
      case 'blocked':
        return texts.blocked;
      case 'too-soon':
        return texts.tooSoon(Math.max(1, error.wait));
      case 'daily-limit':
        return texts.dailyLimit;
      case 'no-name':
        return texts.noName;
      case 'staff-name':
        return texts.staffName;
    }
  }
  // The checks passed but the rules said no: the article unpublished meanwhile, a token from
  // before the e-mail was verified, a clock far from the server's.
  return isPermissionDenied(error) ? texts.refused : texts.postFailed;
}

/** Why an edit was not saved; `tooLate` when the 15 minutes had passed by the reader's clock. */
export function editProblem(error: unknown, tooLate: boolean): string {
  if (error instanceof CommentRefusedError) return error.problem === 'too-long' ? texts.tooLong : texts.emptyComment;
  return isPermissionDenied(error) && tooLate ? texts.editTooLate : texts.editFailed;
}
