/**
 * Tags, comma separated, with the site's existing tags suggested for the one being typed
 * (a combobox: arrows move through the suggestions, Enter or a click takes one, Enter
 * without one takes the typed tag as it is, Escape closes them), and a note when a typed tag will be saved in the site's spelling of it.
 */
import { useEffect, useId, useState } from 'react';
import { hintClass, inputBorder, inputClass, labelClass } from '../../../components/ui/form-styles.js';
import { tagNames } from '../api/tags.js';
import { canonicalTags, parseTags, tagSuggestions } from '../draft.js';
import { editorTexts as texts } from '../texts.js';

interface TagsFieldProps {
  readonly value: string;
  readonly onChange: (tags: string) => void;
}

export function TagsField({ value, onChange }: TagsFieldProps) {
  const id = useId();
  const [names, setNames] = useState<readonly string[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    let current = true;
    void tagNames().then((found) => current && setNames(found));
    return () => {
      current = false;
    };
  }, []);

  const parts = value.split(',');
  const typed = parts.at(-1) ?? '';
  const chosen = parseTags(parts.slice(0, -1).join(','));
  const suggestions = open ? tagSuggestions(typed, names, chosen) : [];
  const respelled = parseTags(value).flatMap((tag) => canonicalTags([tag], names).filter((name) => name !== tag));

  const accept = (name: string) => {
    onChange(`${[...chosen, name].join(', ')}, `);
    setActive(-1);
  };

  return (
    <div>
      <label htmlFor={`${id}-input`} className={labelClass}>
        {texts.tags}
      </label>
      <div className="relative">
        <input
          id={`${id}-input`}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={suggestions.length > 0}
          aria-controls={`${id}-list`}
          aria-activedescendant={active >= 0 && active < suggestions.length ? `${id}-option-${active}` : undefined}
          aria-describedby={`${id}-hint ${id}-respelled`}
          autoComplete="off"
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              setOpen(true);
              const step = event.key === 'ArrowDown' ? 1 : -1;
              setActive((index) => Math.max(-1, Math.min(suggestions.length - 1, index + step)));
            } else if (event.key === 'Enter' && (suggestions[active] !== undefined || typed.trim() !== '')) {
              // The highlighted suggestion, or the typed text whole: never half a word left behind.
              event.preventDefault();
              accept(suggestions[active] ?? typed.trim());
            } else if (event.key === 'Escape' && suggestions.length > 0) {
              // Closes the suggestions only, not the settings sheet around them.
              event.stopPropagation();
              setOpen(false);
            }
          }}
          className={`${inputClass} ${inputBorder(false)}`}
        />
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label={texts.tagSuggestions}
          className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-md border border-slate-300 bg-white py-1 shadow-lg empty:hidden dark:border-slate-600 dark:bg-slate-900"
        >
          {suggestions.map((name, index) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keys are the combobox's: the focus stays in its input
            <li
              key={name}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              // Keeps the focus in the input, which would close the list before the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => accept(name)}
              className={`cursor-pointer px-3 py-2 text-sm text-slate-800 dark:text-slate-100 ${index === active ? 'bg-blue-100 dark:bg-blue-900/60' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`}
            >
              {name}
            </li>
          ))}
        </ul>
      </div>
      <p id={`${id}-hint`} className={hintClass}>
        {texts.tagsHint}
      </p>
      <p id={`${id}-respelled`} className={`${hintClass} empty:hidden`}>
        {respelled.length > 0 && texts.tagsSavedAs(respelled)}
      </p>
    </div>
  );
}
