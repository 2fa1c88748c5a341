import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { AuthorAvatar } from '../../../components/ui/author-avatar.js';
import { ErrorBox } from '../../../components/ui/error-box.js';
import { hintClass, inputBorder, inputClass, labelClass } from '../../../components/ui/form-styles.js';
import { paths } from '../../../config/paths.js';
import { LINK_KEYS, MAX_BIO, profileProblems, storedProfile, type AuthorProfile, type LinkKey } from '../../../lib/author-profile.js';
import { useAsync } from '../../../lib/use-async.js';
import { errorMessage } from '../account-errors.js';
import { loadStaffProfile, saveStaffProfile, type StaffProfile } from '../api/staff-profile.js';
import { accountTexts } from '../texts.js';
import { SettingsForm } from './settings-form.js';
import { secondaryButton, textLink } from './styles.js';
import { TextField } from './text-field.js';

const texts = accountTexts.staffProfile;

/** Uploads a picture and resolves with its address, telling its progress (0–100); rejects with a message for the admin. */
export type UploadPicture = (file: File, onProgress: (percent: number) => void) => Promise<string>;

interface StaffProfileSectionProps {
  /** The account's name: the byline, and so the profile's id. */
  readonly accountName: string;
  readonly uploadPicture: UploadPicture;
}

/**
 * An admin's author profile on their own profile page, as Ghost's staff profile: bio,
 * picture and links, which their bylines, author page and "About the author" show.
 */
export function StaffProfileSection({ accountName, uploadPicture }: StaffProfileSectionProps) {
  const load = useCallback(() => loadStaffProfile(accountName), [accountName]);
  const staff = useAsync(load);
  return (
    <section
      aria-labelledby="staff-profile-heading"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="staff-profile-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        {texts.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{texts.intro}</p>
      <div className="mt-4">
        {staff.status === 'loading' && (
          <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
            {texts.loading}
          </p>
        )}
        {staff.status === 'error' && <ErrorBox message={`${texts.loadFailed} ${errorMessage(staff.error)}`} onRetry={staff.retry} />}
        {/* Keyed: a renamed account edits the profile of its new byline. */}
        {staff.status === 'success' && <StaffProfileForm key={staff.data.byline.id} staff={staff.data} uploadPicture={uploadPicture} />}
      </div>
    </section>
  );
}

type FieldErrors = Partial<Record<'bio' | 'avatar' | LinkKey, string>>;

function StaffProfileForm({ staff, uploadPicture }: { readonly staff: StaffProfile; readonly uploadPicture: UploadPicture }) {
  const [profile, setProfile] = useState<AuthorProfile>(staff.profile);
  const [unsaved, setUnsaved] = useState(staff.unsaved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const bioId = useId();
  const setLink = (key: LinkKey, value: string) => setProfile((now) => ({ ...now, socialLinks: { ...now.socialLinks, [key]: value } }));

  const check = () => {
    const found: FieldErrors = {};
    for (const problem of profileProblems(storedProfile(profile))) {
      found[problem.field] = problem.field === 'bio' ? texts.bioTooLong(MAX_BIO) : problem.field === 'avatar' ? texts.badPicture : texts.badLink;
    }
    setErrors(found);
    return Object.keys(found).length > 0 ? texts.fix : null;
  };

  return (
    <SettingsForm
      heading={staff.byline.name}
      submitText={texts.save}
      check={check}
      onSave={async () => {
        const shaped = storedProfile(profile);
        await saveStaffProfile(staff.byline, shaped);
        setProfile(shaped);
        setUnsaved(false);
        return texts.saved;
      }}
    >
      <p className="text-sm">
        <Link to={paths.author.to(staff.byline.id)} className={textLink}>
          {texts.viewPage}
        </Link>
      </p>
      {/* Not a live region: it says where the fields came from, not what just happened. */}
      {unsaved && profile.bio !== '' && <p className="rounded-md border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-800 dark:border-blue-900 dark:bg-blue-950/40 dark:text-blue-200">{texts.fromArticle}</p>}
      <div>
        <label htmlFor={bioId} className={labelClass}>
          {texts.bio}
        </label>
        <textarea
          id={bioId}
          rows={3}
          value={profile.bio}
          onChange={(event) => setProfile((now) => ({ ...now, bio: event.target.value }))}
          aria-invalid={errors.bio ? true : undefined}
          aria-describedby={`${bioId}-count${errors.bio ? ` ${bioId}-error` : ''}`}
          className={`${inputClass} ${inputBorder(!!errors.bio)}`}
        />
        <p id={`${bioId}-count`} className={hintClass}>
          {texts.bioCount(profile.bio.trim().length, MAX_BIO)}
        </p>
        {errors.bio && (
          <p id={`${bioId}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
            {errors.bio}
          </p>
        )}
      </div>
      <PictureField
        name={staff.byline.name}
        value={profile.avatar}
        error={errors.avatar}
        upload={uploadPicture}
        onChange={(avatar) => setProfile((now) => ({ ...now, avatar }))}
      />
      <p className={hintClass}>{texts.linkHelp}</p>
      {LINK_KEYS.map((key) => (
        <TextField
          key={key}
          label={texts[key]}
          type="text"
          inputMode="url"
          autoComplete="url"
          maxLength={2048}
          value={profile.socialLinks[key]}
          error={errors[key]}
          onChange={(event) => setLink(key, event.target.value)}
        />
      ))}
    </SettingsForm>
  );
}

interface PictureFieldProps {
  readonly name: string;
  readonly value: string;
  readonly error: string | undefined;
  readonly upload: UploadPicture;
  readonly onChange: (address: string) => void;
}

/** The profile picture: the editor's image upload (same types and limits), or none. */
function PictureField({ name, value, error, upload, onChange }: PictureFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const uploading = progress !== null;
  const [failure, setFailure] = useState<string | null>(null);

  const onFile = (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    setFailure(null);
    upload(file, setProgress)
      .then(onChange)
      .catch((reason: unknown) => setFailure(reason instanceof Error ? reason.message : String(reason)))
      .finally(() => {
        setProgress(null);
        if (input.current) input.current.value = '';
      });
  };

  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} className={labelClass}>
        {texts.picture}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <AuthorAvatar name={name} src={value || undefined} />
        {!value && <p className="text-sm text-slate-600 dark:text-slate-300">{texts.noPicture}</p>}
        <div className="flex flex-wrap gap-2">
          <label className={`${secondaryButton} w-auto cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-blue-600 sm:w-auto`}>
            {uploading ? texts.uploading : texts.uploadPicture}
            <input ref={input} type="file" accept="image/*" className="sr-only" disabled={uploading} onChange={(event) => onFile(event.target.files?.[0])} />
          </label>
          {value && (
            <button type="button" className={`${secondaryButton} w-auto sm:w-auto`} onClick={() => onChange('')}>
              {texts.removePicture}
            </button>
          )}
        </div>
      </div>
      <p role="status" className="mt-1 text-sm text-slate-700 empty:hidden dark:text-slate-200">
        {progress !== null && texts.uploadProgress(progress)}
      </p>
      {(failure ?? error) && (
        <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
          {failure ?? error}
        </p>
      )}
    </div>
  );
}
