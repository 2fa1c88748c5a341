/**
 * The finance fields of the article form: the tickers it names (as chips), the author's
 * disclosure (required to publish Equity Research and Trade Ideas, which the form says
 * before it is needed), and, in Trade Ideas, one trade idea with its reward-to-risk ratio,
 * frozen once the article is published: then its record (idea-record-fields.tsx).
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { secondaryButton } from '../../../components/ui/buttons.js';
import { hintClass, inputBorder, inputClass, labelClass } from '../../../components/ui/form-styles.js';
import { formatRatio, MAX_TICKERS, needsDisclosure, rewardToRisk, tickerFrom, type TradeIdea } from '../../../lib/finance.js';
import type { RecordChange } from '../api/record-idea.js';
import { storedIdeaOf, tickersOf, tradeIdeaOf } from '../draft.js';
import { MAX_DISCLOSURE, tradeIdeaProblem } from '../finance-checks.js';
import { editorTexts as texts } from '../texts.js';
import { EMPTY_IDEA, type ArticleDraft, type IdeaDraft, type IdeaRecord } from '../types.js';
import { IdeaRecordFields } from './idea-record-fields.js';

interface FieldsProps {
  readonly draft: ArticleDraft;
  readonly onChange: (change: Partial<ArticleDraft>) => void;
}

export function TickerField({ draft, onChange }: FieldsProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const add = (): boolean => {
    const text = typed.trim();
    if (text === '') return true;
    const symbol = tickerFrom(text);
    if (!symbol) {
      setProblem(texts.tickerInvalid(text));
      return false;
    }
    if (!draft.tickers.includes(symbol)) {
      if (draft.tickers.length >= MAX_TICKERS) {
        setProblem(texts.tickersFull);
        return false;
      }
      onChange({ tickers: [...draft.tickers, symbol] });
    }
    setTyped('');
    setProblem(null);
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',' || event.key === ' ') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && typed === '' && draft.tickers.length > 0) {
      onChange({ tickers: draft.tickers.slice(0, -1) });
    }
  };

  return (
    <div>
      <label htmlFor={`${id}-input`} className={labelClass}>
        {texts.tickers}
      </label>
      {draft.tickers.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-2" aria-label={texts.tickers}>
          {draft.tickers.map((ticker) => (
            <li key={ticker} className="inline-flex items-center gap-1 rounded-md border border-slate-300 bg-slate-50 py-0.5 pr-0.5 pl-2 font-mono text-sm font-semibold text-slate-800 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100">
              {ticker}
              <button
                type="button"
                aria-label={texts.removeTicker(ticker)}
                onClick={() => onChange({ tickers: draft.tickers.filter((other) => other !== ticker) })}
                className="inline-flex size-6 items-center justify-center rounded text-slate-600 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-300 dark:hover:bg-slate-700 dark:hover:text-white"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-center gap-2">
        <input
          id={`${id}-input`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => void add()}
          autoCapitalize="characters"
          spellCheck={false}
          disabled={draft.tickers.length >= MAX_TICKERS}
          aria-describedby={`${id}-hint ${id}-problem`}
          aria-invalid={problem ? true : undefined}
          className={`${inputClass} ${inputBorder(problem !== null)} font-mono uppercase`}
        />
        <button type="button" className={`${secondaryButton} shrink-0 whitespace-nowrap`} onClick={() => void add()} disabled={draft.tickers.length >= MAX_TICKERS}>
          {texts.addTicker}
        </button>
      </div>
      <p id={`${id}-hint`} className={hintClass}>
        {texts.tickersHint}
      </p>
      <p id={`${id}-problem`} role="alert" className="mt-1 text-sm text-red-700 empty:hidden dark:text-red-300">
        {problem}
      </p>
    </div>
  );
}

export function DisclosureField({ draft, onChange }: FieldsProps) {
  const id = useId();
  const required = needsDisclosure(draft.category);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {texts.disclosure}
      </label>
      <textarea
        id={id}
        value={draft.disclosure}
        onChange={(event) => onChange({ disclosure: event.target.value })}
        rows={3}
        maxLength={MAX_DISCLOSURE}
        aria-describedby={`${id}-hint`}
        className={`${inputClass} ${inputBorder(false)}`}
      />
      <p id={`${id}-hint`} className={hintClass}>
        {texts.disclosureHint} {required && <strong className="font-semibold">{texts.disclosureNeeded}</strong>} {texts.disclosureExample}
      </p>
    </div>
  );
}

interface IdeaProps extends FieldsProps {
  /** Once the article has been published, its idea as stored (null: none), which cannot change. */
  readonly frozen: { readonly idea: TradeIdea | null } | null;
  readonly record: IdeaRecord;
  readonly onRecord: (change: RecordChange) => Promise<void>;
}

/** The trade idea, in Trade Ideas only: its fields until the article is published, then its record. */
export function TradeIdeaFields({ draft, onChange, frozen, record, onRecord }: IdeaProps) {
  const id = useId();
  if (draft.category !== 'trade-ideas') return null;
  if (frozen) {
    return frozen.idea ? <IdeaRecordFields idea={frozen.idea} record={record} onRecord={onRecord} /> : <p className={hintClass}>{texts.noIdeaAfterPublishing}</p>;
  }
  const idea = draft.tradeIdea;
  if (!idea) {
    return (
      <button type="button" className={secondaryButton} onClick={() => onChange({ tradeIdea: { ...EMPTY_IDEA, ticker: draft.tickers[0] ?? '' } })}>
        {texts.addTradeIdea}
      </button>
    );
  }

  const set = (change: Partial<IdeaDraft>) => onChange({ tradeIdea: { ...idea, ...change } });
  // Said as the idea takes shape; an unfinished one is stored with the draft, and publishing names what it lacks.
  const stored = storedIdeaOf(draft);
  const problem = stored && tradeIdeaProblem(stored, tickersOf(draft));
  const complete = problem ? null : tradeIdeaOf(draft);
  const choices = [...new Set([...draft.tickers, ...(idea.ticker ? [idea.ticker] : [])])];
  const price = (key: 'entry' | 'target' | 'stop', label: string) => (
    <div>
      <label htmlFor={`${id}-${key}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        inputMode="decimal"
        value={idea[key]}
        onChange={(event) => set({ [key]: event.target.value })}
        className={`${inputClass} ${inputBorder(false)} font-mono tabular-nums`}
      />
    </div>
  );

  return (
    <fieldset className="rounded-lg border border-slate-300 p-4 dark:border-slate-700">
      <legend className="px-1 font-semibold text-slate-900 dark:text-white">{texts.tradeIdea}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <fieldset>
          <legend className={labelClass}>{texts.direction}</legend>
          <div className="flex gap-6">
            {(['long', 'short'] as const).map((direction) => (
              <label key={direction} className="flex items-center gap-2 text-slate-800 dark:text-slate-100">
                <input type="radio" name={`${id}-direction`} checked={idea.direction === direction} onChange={() => set({ direction })} className="size-4 accent-blue-600" />
                {texts[direction]}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={`${id}-ticker`} className={labelClass}>
            {texts.ideaTicker}
          </label>
          <select id={`${id}-ticker`} value={idea.ticker} onChange={(event) => set({ ticker: event.target.value })} className={`${inputClass} ${inputBorder(false)} font-mono`}>
            <option value="">{texts.chooseTicker}</option>
            {choices.map((ticker) => (
              <option key={ticker} value={ticker}>
                {ticker}
              </option>
            ))}
          </select>
        </div>
        {price('entry', texts.entry)}
        {price('target', texts.target)}
        {price('stop', texts.stop)}
        <div>
          <label htmlFor={`${id}-horizon`} className={labelClass}>
            {texts.horizon}
          </label>
          <input
            id={`${id}-horizon`}
            value={idea.horizon}
            maxLength={60}
            placeholder={texts.horizonPlaceholder}
            onChange={(event) => set({ horizon: event.target.value })}
            className={`${inputClass} ${inputBorder(false)}`}
          />
        </div>
      </div>
      <p aria-live="polite" className="mt-3 text-sm font-medium text-slate-700 empty:hidden dark:text-slate-200">
        {complete ? texts.rewardToRisk(formatRatio(rewardToRisk(complete))) : problem && problem !== 'prices' && problem !== 'horizon' ? texts.ideaProblems[problem] : ''}
      </p>
      <button type="button" className={`${secondaryButton} mt-3`} onClick={() => onChange({ tradeIdea: null })}>
        {texts.removeTradeIdea}
      </button>
    </fieldset>
  );
}
