/**
 * A search box of an admin list: the search runs on submit (Enter or the button), not on
 * every keystroke, since each search is a query; Clear goes back to the whole list.
 */
import { useId, useState, type FormEvent } from 'react';
import { secondaryButton } from './buttons.js';
import { hintClass, inputBorder, inputClass, labelClass } from './form-styles.js';

interface SearchFormProps {
  readonly label: string;
  readonly hint?: string;
  readonly searchLabel: string;
  readonly clearLabel: string;
  /** The search in force ('' for none). */
  readonly applied: string;
  readonly onSearch: (text: string) => void;
  readonly type?: 'search' | 'email';
}

export function SearchForm({ label, hint, searchLabel, clearLabel, applied, onSearch, type = 'search' }: SearchFormProps) {
  const id = useId();
  const [text, setText] = useState(applied);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={`${id}-search`} className={labelClass}>
          {label}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          inputMode={type === 'email' ? 'email' : undefined}
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className={`${inputClass} ${inputBorder(false)}`}
        />
      </div>
      <div className="flex gap-2">
        <button type="submit" className={secondaryButton}>
          {searchLabel}
        </button>
        {applied && (
          <button
            type="button"
            className={secondaryButton}
            onClick={() => {
              setText('');
              onSearch('');
            }}
          >
            {clearLabel}
          </button>
        )}
      </div>
      {hint && (
        <p id={`${id}-hint`} className={`${hintClass} w-full`}>
          {hint}
        </p>
      )}
    </form>
  );
}
