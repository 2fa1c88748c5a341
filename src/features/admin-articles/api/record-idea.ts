/**
 * Recording what became of a published trade idea (docs/authoring.md, Trade idea records):
 * its outcome, and dated amendments, in a write of their own that firestore.rules judge by
 * themselves (the third update rule of articles). The idea itself is frozen once published;
 * this is the only way its record changes. A recorded outcome changes only beside a new
 * amendment that says why.
 *
 * The write names the stored version and brings a new one, as a save does, so it cannot
 * cross a colleague's save; it is made over the version the server has (the record's fields
 * are not the form's), and says whether that was the editor's: when it was, the editor goes
 * on from the new version; when a colleague saved meanwhile, the editor's next save meets
 * their version and merges as usual.
 */
import { Timestamp, doc, getDoc, serverTimestamp, updateDoc, type DocumentData } from 'firebase/firestore/lite';
import { isPermissionDenied } from '../../../lib/firebase/errors.js';
import { getDb } from '../../../lib/firebase/firestore.js';
import { tradeIdeaFrom } from '../../../lib/finance.js';
import { randomToken } from '../../../lib/random-token.js';
import { outcomeFrom, outcomeProblem, type IdeaOutcome, type OutcomeProblem } from '../../../lib/trade-record.js';
import type { IdeaRecord } from '../types.js';
import { ideaRecordOf } from './records.js';
import { ArticleGoneError } from './save-article.js';

export class OutcomeRefusedError extends Error {
  constructor(readonly problem: OutcomeProblem | 'amendment-needed' | 'not-published') {
    super(`The outcome cannot be recorded: ${problem}.`);
  }
}

export interface RecordChange {
  /** The outcome to store; null takes it back; undefined leaves it as it is. */
  readonly outcome?: IdeaOutcome | null;
  /** An amendment to add (required when a recorded outcome changes). */
  readonly amendment?: string;
}

export interface RecordSaved {
  readonly record: IdeaRecord;
  readonly version: string;
  /** The write was made over the version the editor holds: the editor goes on from `version`. */
  readonly overEditorsVersion: boolean;
}

const dateOf = (value: unknown): Date | null => (value instanceof Timestamp ? value.toDate() : null);

/** How many amendments the stored map holds: the next is numbered one more. */
const amendmentCount = (data: DocumentData): number =>
  typeof data.ideaAmendments === 'object' && data.ideaAmendments !== null ? Object.keys(data.ideaAmendments as object).length : 0;

async function writeOnce(articleId: string, editorVersion: string, change: RecordChange): Promise<RecordSaved> {
  const ref = doc(getDb(), 'articles', articleId);
  const before = (await getDoc(ref)).data();
  if (!before) throw new ArticleGoneError();
  const idea = tradeIdeaFrom(before.tradeIdea);
  const publishedAt = dateOf(before.publishedAt);
  if (!idea || !publishedAt) throw new OutcomeRefusedError('not-published');
  const note = change.amendment?.trim() ?? '';
  if (change.outcome !== undefined) {
    if (change.outcome) {
      const problem = outcomeProblem(idea, change.outcome, publishedAt, new Date());
      if (problem) throw new OutcomeRefusedError(problem);
    }
    if (outcomeFrom(before.ideaOutcome) && note === '') throw new OutcomeRefusedError('amendment-needed');
  }
  const from = typeof before.editVersion === 'string' ? before.editVersion : '';
  const version = randomToken(20);
  const fields: Record<string, unknown> = { editedFrom: from, editVersion: version };
  if (change.outcome !== undefined) {
    fields.ideaOutcome = change.outcome && { ...change.outcome, closedOn: Timestamp.fromDate(change.outcome.closedOn), note: change.outcome.note.trim() };
  }
  if (note !== '') fields[`ideaAmendments.${amendmentCount(before) + 1}`] = { amendedAt: serverTimestamp(), note };
  await updateDoc(ref, fields);
  const after = (await getDoc(ref)).data() ?? before;
  return { record: ideaRecordOf(after), version, overEditorsVersion: from === editorVersion };
}

/** Records the change; once more when another write came in between (the rules refuse a stale one). */
export async function recordIdea(articleId: string, editorVersion: string, change: RecordChange): Promise<RecordSaved> {
  try {
    return await writeOnce(articleId, editorVersion, change);
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    return writeOnce(articleId, editorVersion, change);
  }
}
