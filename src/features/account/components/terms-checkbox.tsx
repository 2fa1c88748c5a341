import { paths } from '../../../config/paths.js';
import { accountTexts } from '../texts.js';
import { textLink } from './styles.js';

interface TermsCheckboxProps {
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
}

/** docs/product.md §2: the terms and privacy links open in new tabs, so the form keeps what was typed. */
export function TermsCheckbox({ checked, onChange }: TermsCheckboxProps) {
  const texts = accountTexts.register;
  return (
    <div className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-200">
      <input
        id="register-terms"
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-blue-600"
      />
      <label htmlFor="register-terms">
        {texts.agreePrefix}
        <NewTabLink href={paths.termsOfService.to()}>{texts.terms}</NewTabLink>
        {texts.agreeJoin}
        <NewTabLink href={paths.privacyPolicy.to()}>{texts.privacy}</NewTabLink>
      </label>
    </div>
  );
}

function NewTabLink({ href, children }: { readonly href: string; readonly children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={textLink}>
      {children}
      <span className="sr-only"> {accountTexts.register.newTab}</span>
    </a>
  );
}
