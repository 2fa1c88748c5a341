/** A record of trade ideas (lib/trade-record.ts): its figures, then every idea with its outcome. */
import { sectionHeading } from '../../../components/ui/section-heading.js';
import { tradeRecord } from '../../../lib/trade-record.js';
import { useNow } from '../../../lib/use-now.js';
import type { PublishedIdeas } from '../api/published-ideas.js';
import { IdeaList } from './idea-list.js';
import { RecordSummary } from './record-summary.js';
import { recordTexts as texts } from './texts.js';

interface IdeaRecordProps {
  readonly ideas: PublishedIdeas;
  readonly heading: string;
  readonly headingId: string;
  /** Name each idea's author (a ticker's record). */
  readonly showAuthor?: boolean;
}

export function IdeaRecord({ ideas, heading, headingId, showAuthor }: IdeaRecordProps) {
  const now = useNow();
  return (
    <section aria-labelledby={headingId} className="@container">
      <h2 id={headingId} className={sectionHeading}>
        {heading}
      </h2>
      <div className="mt-5">
        <RecordSummary record={tradeRecord(ideas.ideas, now)} />
      </div>
      <div className="mt-8">
        <IdeaList ideas={ideas.ideas} now={now} showAuthor={showAuthor} />
      </div>
      <p className="mt-4 max-w-3xl text-xs/5 text-slate-600 dark:text-slate-400">{texts.explanation}</p>
    </section>
  );
}
