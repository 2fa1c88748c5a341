/**
 * A user's role as a dropdown that saves as soon as it changes. Making someone an admin
 * asks first, in the row itself; the signed-in admin's own role is shown but cannot be
 * changed (the rules refuse it too), and the row says why.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { primaryButton, secondaryButton } from '../../../components/ui/buttons.js';
import { inputBorder, inputClass } from '../../../components/ui/form-styles.js';
import { usersTexts as texts } from '../texts.js';
import type { UserRole, UserRow } from '../types.js';

interface RoleCellProps {
  readonly row: UserRow;
  readonly isSelf: boolean;
  /** Saves the new role; resolves with whether it was saved (the page says so too). */
  readonly onSave: (row: UserRow, role: UserRole) => Promise<boolean>;
}

export function RoleCell({ row, isSelf, onSave }: RoleCellProps) {
  const id = useId();
  const [asking, setAsking] = useState(false);
  /** The role being saved, shown until the answer comes. */
  const [saving, setSaving] = useState<UserRole | null>(null);
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const select = useRef<HTMLSelectElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  const name = row.name || row.email;

  useEffect(() => {
    if (asking) cancel.current?.focus();
    else if (asked.current) select.current?.focus();
    asked.current = asking;
  }, [asking]);

  const save = (role: UserRole) => {
    setAsking(false);
    setSaving(role);
    setOutcome(null);
    void onSave(row, role).then((saved) => {
      setSaving(null);
      setOutcome(saved ? 'saved' : 'failed');
    });
  };

  return (
    <div className="flex max-w-md flex-col gap-2">
      <div className="flex items-center gap-2">
        <div className="w-36 shrink-0">
          <select
            ref={select}
            value={asking ? 'admin' : (saving ?? row.role)}
            onChange={(event) => {
              const role = event.target.value === 'admin' ? 'admin' : 'subscriber';
              if (role === row.role || saving) return;
              if (role === 'admin') setAsking(true);
              else save(role);
            }}
            // Not disabled while saving: the focus stays here, and the value waits for the answer.
            disabled={isSelf || asking}
            aria-busy={saving ? true : undefined}
            aria-label={texts.roleOf(name)}
            aria-describedby={isSelf ? `${id}-own` : undefined}
            className={`${inputClass} ${inputBorder(false)} text-sm`}
          >
            <option value="subscriber">{texts.roleNames.subscriber}</option>
            <option value="admin">{texts.roleNames.admin}</option>
          </select>
        </div>
        {saving && <span className="text-sm text-slate-600 dark:text-slate-300">{texts.saving}</span>}
        {!saving && outcome === 'saved' && <span className="text-sm font-medium text-green-800 dark:text-green-300">{texts.saved}</span>}
        {!saving && outcome === 'failed' && <span className="text-sm font-medium text-red-700 dark:text-red-300">{texts.notSaved}</span>}
      </div>
      {isSelf && (
        <p id={`${id}-own`} className="text-xs text-slate-600 dark:text-slate-300">
          {texts.ownRole}
        </p>
      )}
      {asking && (
        <div role="group" aria-labelledby={`${id}-question`} className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
          <p id={`${id}-question`} className="text-sm font-semibold">
            {texts.promoteQuestion(name)}
          </p>
          <p className="mt-1 text-xs">{texts.promoteExplained}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" className={primaryButton} onClick={() => save('admin')}>
              {texts.promoteConfirm}
            </button>
            <button ref={cancel} type="button" className={secondaryButton} onClick={() => setAsking(false)}>
              {texts.cancel}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
