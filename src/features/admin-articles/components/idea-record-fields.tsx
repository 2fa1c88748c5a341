/**
 * A published trade idea in the editor: its figures, read-only (the rules freeze them), and
 * what an admin records afterwards, each saved at once and shown to readers: the outcome
 * (how it ended, the exit price, the day, a note), and dated amendments. Changing a recorded
 * outcome asks for an amendment that says why (record-idea.ts).
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { primaryButton, secondaryButton } from '../../../components/ui/buttons.js';
import { hintClass, inputBorder, inputClass, labelClass } from '../../../components/ui/form-styles.js';
import { formatDate } from '../../../lib/dates.js';
import { formatRatio, rewardToRisk, type TradeIdea } from '../../../lib/finance.js';
import {
  formatReturn, IDEA_STATUS_LABELS, ideaReturn, ideaStatus, MAX_AMENDMENT_NOTE, MAX_AMENDMENTS, MAX_OUTCOME_NOTE, OUTCOME_STATUSES, outcomeProblem, utcDay,
  type IdeaOutcome, type OutcomeStatus,
} from '../../../lib/trade-record.js';
import { OutcomeRefusedError, type RecordChange } from '../api/record-idea.js';
import { errorMessage } from '../api/error-message.js';
import { editorTexts as texts } from '../texts.js';
import type { IdeaRecord } from '../types.js';

interface Props {
  readonly idea: TradeIdea;
  readonly record: IdeaRecord;
  readonly onRecord: (change: RecordChange) => Promise<void>;
}

/** A day as an <input type="date"> holds it (UTC), and back. */
const dayValue = (date: Date): string => date.toISOString().slice(0, 10);
const dayFrom = (value: string): Date => new Date(`${value}T00:00:00Z`);
const price = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.replace(/[,\s]/g, '')));

interface OutcomeForm {
  readonly status: OutcomeStatus;
  readonly price: string;
  readonly day: string;
  readonly note: string;
  readonly why: string;
}

const blankForm = (record: IdeaRecord): OutcomeForm => {
  const outcome = record.outcome;
  return outcome
    ? { status: outcome.status, price: String(outcome.price), day: dayValue(outcome.closedOn), note: outcome.note, why: '' }
    : { status: 'closed', price: '', day: dayValue(new Date()), note: '', why: '' };
};

const failureText = (error: unknown): string =>
  error instanceof OutcomeRefusedError ? texts.outcomeProblems[error.problem] : texts.recordFailed(errorMessage(error));

export function IdeaRecordFields({ idea, record, onRecord }: Props) {
  const id = useId();
  const [form, setForm] = useState<OutcomeForm | null>(null);
  const [amendment, setAmendment] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const publishedAt = record.publishedAt;
  if (!publishedAt) return null;

  const now = new Date();
  const status = ideaStatus({ idea, outcome: record.outcome, publishedAt }, now);
  const first = utcDay(publishedAt);
  const last = utcDay(now);
  const changing = record.outcome !== null;

  const run = async (change: RecordChange, message: string): Promise<boolean> => {
    setBusy(true);
    setProblem(null);
    setDone('');
    try {
      await onRecord(change);
      setDone(message);
      return true;
    } catch (error) {
      setProblem(failureText(error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const submitOutcome = async () => {
    if (!form) return;
    const outcome: IdeaOutcome = { status: form.status, price: price(form.price), closedOn: dayFrom(form.day), note: form.note.trim() };
    const found = Number.isNaN(outcome.closedOn.getTime()) ? 'future' : outcomeProblem(idea, outcome, publishedAt, new Date());
    if (found) return setProblem(texts.outcomeProblems[found]);
    if (changing && form.why.trim() === '') return setProblem(texts.outcomeProblems['amendment-needed']);
    if (await run({ outcome, ...(changing ? { amendment: form.why } : {}) }, texts.outcomeRecorded)) setForm(null);
  };

  const submitAmendment = async () => {
    if (amendment.trim() === '') return setProblem(texts.amendmentNeeded);
    if (await run({ amendment }, texts.amendmentAdded)) setAmendment('');
  };

  /** Enter in a one-line field does this part's action, not the article's Save (the editor is one form). */
  const onEnter = (action: () => Promise<void>) => (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void action();
    }
  };

  const set = (change: Partial<OutcomeForm>) => form && setForm({ ...form, ...change });
  const figures: readonly (readonly [string, string])[] = [
    [texts.direction, `${texts[idea.direction]} ${idea.ticker}`],
    [texts.entry, String(idea.entry)],
    [texts.target, String(idea.target)],
    [texts.stop, String(idea.stop)],
    [texts.horizon, idea.horizon],
  ];

  return (
    <fieldset className="rounded-lg border border-slate-300 p-4 dark:border-slate-700">
      <legend className="px-1 font-semibold text-slate-900 dark:text-white">{texts.tradeIdea}</legend>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {figures.map(([term, value]) => (
          <div key={term}>
            <dt className="text-slate-600 dark:text-slate-300">{term}</dt>
            <dd className="font-mono font-semibold text-slate-900 tabular-nums dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm font-medium text-slate-700 dark:text-slate-200">{texts.rewardToRisk(formatRatio(rewardToRisk(idea)))}</p>
      <p className={hintClass}>{texts.ideaFrozenHint}</p>

      <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">{texts.outcome}</h3>
      <p className="text-sm text-slate-800 dark:text-slate-100">
        <span className="font-medium">{IDEA_STATUS_LABELS[status]}</span>
        {record.outcome
          ? ` · ${formatDate(record.outcome.closedOn, 'UTC')} · ${record.outcome.price} · ${formatReturn(ideaReturn(idea, record.outcome.price))}`
          : ` · ${texts.noOutcome}`}
      </p>

      {form ? (
        <div role="group" className="mt-3 space-y-3" aria-label={changing ? texts.changeOutcome : texts.recordOutcome}>
          <fieldset>
            <legend className={labelClass}>{texts.outcomeHow}</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {OUTCOME_STATUSES.map((choice) => (
                <label key={choice} className="flex items-center gap-2 text-slate-800 dark:text-slate-100">
                  <input type="radio" name={`${id}-status`} checked={form.status === choice} onChange={() => set({ status: choice })} className="size-4 accent-blue-600" />
                  {IDEA_STATUS_LABELS[choice]}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor={`${id}-price`} className={labelClass}>
                {texts.exitPrice}
              </label>
              <input id={`${id}-price`} inputMode="decimal" value={form.price} onKeyDown={onEnter(submitOutcome)} onChange={(event) => set({ price: event.target.value })} className={`${inputClass} ${inputBorder(false)} font-mono tabular-nums`} />
            </div>
            <div>
              <label htmlFor={`${id}-day`} className={labelClass}>
                {texts.exitDate}
              </label>
              <input
                id={`${id}-day`}
                type="date"
                value={form.day}
                onKeyDown={onEnter(submitOutcome)}
                min={dayValue(first)}
                max={dayValue(last)}
                onChange={(event) => set({ day: event.target.value })}
                aria-describedby={`${id}-day-hint`}
                className={`${inputClass} ${inputBorder(false)}`}
              />
              <p id={`${id}-day-hint`} className={hintClass}>
                {texts.exitDateHint(formatDate(first, 'UTC'), formatDate(last, 'UTC'))}
              </p>
            </div>
          </div>
          <div>
            <label htmlFor={`${id}-note`} className={labelClass}>
              {texts.outcomeNote}
            </label>
            <input id={`${id}-note`} value={form.note} onKeyDown={onEnter(submitOutcome)} maxLength={MAX_OUTCOME_NOTE} onChange={(event) => set({ note: event.target.value })} aria-describedby={`${id}-note-hint`} className={`${inputClass} ${inputBorder(false)}`} />
            <p id={`${id}-note-hint`} className={hintClass}>
              {texts.outcomeNoteHint}
            </p>
          </div>
          {changing && (
            <div>
              <label htmlFor={`${id}-why`} className={labelClass}>
                {texts.whyItChanges}
              </label>
              <textarea id={`${id}-why`} rows={2} value={form.why} maxLength={MAX_AMENDMENT_NOTE} onChange={(event) => set({ why: event.target.value })} aria-describedby={`${id}-why-hint`} className={`${inputClass} ${inputBorder(false)}`} />
              <p id={`${id}-why-hint`} className={hintClass}>
                {texts.whyItChangesHint}
              </p>
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            <button type="button" className={primaryButton} disabled={busy} onClick={() => void submitOutcome()}>
              {busy ? texts.recording : changing ? texts.changeOutcome : texts.recordOutcome}
            </button>
            <button type="button" className={secondaryButton} onClick={() => setForm(null)} disabled={busy}>
              {texts.cancel}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className={`${secondaryButton} mt-3`} onClick={() => setForm(blankForm(record))}>
          {changing ? texts.changeOutcome : texts.recordOutcome}
        </button>
      )}

      <h3 className="mt-5 font-semibold text-slate-900 dark:text-white">{texts.amendments}</h3>
      {record.amendments.length > 0 && (
        <ol className="mt-1 space-y-1 text-sm text-slate-800 dark:text-slate-100">
          {record.amendments.map((item) => (
            <li key={item.amendedAt.getTime()}>
              <span className="font-medium">{formatDate(item.amendedAt)}:</span> {item.note}
            </li>
          ))}
        </ol>
      )}
      {record.amendments.length < MAX_AMENDMENTS ? (
        <div role="group" className="mt-2 space-y-2" aria-label={texts.addAmendment}>
          <label htmlFor={`${id}-amendment`} className={labelClass}>
            {texts.amendment}
          </label>
          <textarea id={`${id}-amendment`} rows={2} value={amendment} maxLength={MAX_AMENDMENT_NOTE} onChange={(event) => setAmendment(event.target.value)} aria-describedby={`${id}-amendment-hint`} className={`${inputClass} ${inputBorder(false)}`} />
          <p id={`${id}-amendment-hint`} className={hintClass}>
            {texts.amendmentHint}
          </p>
          <button type="button" className={secondaryButton} disabled={busy} onClick={() => void submitAmendment()}>
            {busy ? texts.recording : texts.addAmendment}
          </button>
        </div>
      ) : (
        <p className={hintClass}>{texts.amendmentsFull}</p>
      )}

      <p role="alert" className="mt-3 text-sm text-red-700 empty:hidden dark:text-red-300">
        {problem}
      </p>
      <p role="status" className="mt-3 text-sm font-medium text-emerald-800 empty:hidden dark:text-emerald-300">
        {done}
      </p>
    </fieldset>
  );
}
