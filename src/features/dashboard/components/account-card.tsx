import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.js';
import { formatDate } from '../../../lib/dates.js';
import type { SessionUser, UserProfile } from '../../../lib/session/session-types.js';
import { dashboardTexts } from '../texts.js';

const texts = dashboardTexts.account;

interface AccountCardProps {
  readonly user: SessionUser;
  readonly profile: UserProfile | null;
  /** The Edit Profile link, left out on the profile page itself. */
  readonly showEditLink: boolean;
}

/** docs/product.md §2: Account Information. */
export function AccountCard({ user, profile, showEditLink }: AccountCardProps) {
  const rows: ReadonlyArray<readonly [string, string]> = [
    [texts.name, user.displayName?.trim() || profile?.fullName || texts.notAvailable],
    [texts.email, user.email ?? profile?.email ?? texts.notAvailable],
    [texts.role, texts.roles[profile?.role ?? 'subscriber']],
    [texts.joined, profile?.createdAt ? formatDate(profile.createdAt) : texts.notAvailable],
    [texts.emailVerified, user.emailVerified ? texts.yes : texts.no],
  ];
  return (
    <section
      aria-labelledby="account-information-heading"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="account-information-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        {texts.heading}
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="text-slate-500 dark:text-slate-400">{term}</dt>
            <dd className="font-medium break-words text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
      {!user.emailVerified && (
        <div className="mt-4 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
          <p>{texts.unverified}</p>
          <Link to={paths.verifyEmail.to()} className="mt-1 inline-block font-semibold underline underline-offset-4">
            {texts.verifyNow}
          </Link>
        </div>
      )}
      {showEditLink && (
        <Link
          to={paths.profile.to()}
          className="mt-6 inline-flex rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          {texts.editProfile}
        </Link>
      )}
    </section>
  );
}
