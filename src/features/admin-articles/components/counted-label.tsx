/** A field's label with its character count beside it ("42/300"), marked when over the limit. */
import { labelClass } from '../../../components/ui/form-styles.js';

interface CountedLabelProps {
  readonly htmlFor: string;
  readonly label: string;
  /** The count's id, for the field's aria-describedby. */
  readonly countId: string;
  readonly count: string;
  readonly over?: boolean;
}

export function CountedLabel({ htmlFor, label, countId, count, over = false }: CountedLabelProps) {
  return (
    <div className="flex items-baseline justify-between">
      <label htmlFor={htmlFor} className={labelClass}>
        {label}
      </label>
      <span id={countId} className={`text-sm ${over ? 'font-semibold text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-300'}`}>
        {count}
      </span>
    </div>
  );
}
