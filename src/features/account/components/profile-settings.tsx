import { useState } from 'react';
import { isEmailAddress } from '../../../lib/email-address.js';
import { useSession } from '../../../lib/session/session.js';
import { changeEmail, changeName, changePassword } from '../api/profile-changes.js';
import { accountTexts } from '../texts.js';
import { DeleteAccountSection } from './delete-account-section.js';
import { newPasswordProblem } from '../validation.js';
import { PasswordField } from './password-field.js';
import { SettingsForm } from './settings-form.js';
import { StaffProfileSection, type UploadPicture } from './staff-profile-form.js';
import { TextField } from './text-field.js';

const texts = accountTexts.settings;
const fields = accountTexts.fields;

/**
 * The profile page's settings: name for everyone; e-mail and password for accounts that
 * sign in with a password (each confirmed with the current one); for admins, the author
 * profile their bylines show (`uploadPicture`: the editor's image upload, given by the app);
 * then Delete Account.
 */
export function ProfileSettings({ uploadPicture }: { readonly uploadPicture: UploadPicture }) {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  const { user, profile } = session;
  const name = profile?.fullName || user.displayName || '';
  return (
    <>
      <section
        aria-labelledby="account-settings-heading"
        className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="account-settings-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          {texts.heading}
        </h2>
        <div className="mt-4 space-y-6">
          <NameForm current={user.displayName ?? profile?.fullName ?? ''} />
          {user.hasPassword ? (
            <>
              <EmailForm current={user.email ?? ''} />
              <PasswordForm />
            </>
          ) : (
            <p className="border-t border-slate-200 pt-6 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-300">
              {texts.providerOnly}
            </p>
          )}
        </div>
      </section>
      {profile?.role === 'admin' && <StaffProfileSection accountName={name} uploadPicture={uploadPicture} />}
      <DeleteAccountSection />
    </>
  );
}

function NameForm({ current }: { readonly current: string }) {
  const [name, setName] = useState(current);
  return (
    <SettingsForm
      heading={texts.nameHeading}
      submitText={texts.saveName}
      check={() => (name.trim() ? null : texts.nameRequired)}
      onSave={async () => {
        await changeName(name);
        return texts.nameSaved;
      }}
    >
      <TextField label={fields.fullName} autoComplete="name" maxLength={100} value={name} onChange={(event) => setName(event.target.value)} />
    </SettingsForm>
  );
}

function EmailForm({ current }: { readonly current: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <SettingsForm
      heading={texts.emailHeading}
      submitText={texts.changeEmail}
      check={() => {
        if (!isEmailAddress(email.trim())) return accountTexts.register.invalidEmail;
        return email.trim().toLowerCase() === current.toLowerCase() ? texts.sameEmail : null;
      }}
      onSave={async () => {
        await changeEmail(email, password);
        setPassword('');
        return texts.emailLinkSent(email.trim());
      }}
    >
      <TextField label={texts.newEmail} type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
      <PasswordField
        label={fields.currentPassword}
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <p className="text-sm text-slate-500 dark:text-slate-400">{texts.currentPasswordHelp}</p>
    </SettingsForm>
  );
}

function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  return (
    <SettingsForm
      heading={texts.passwordHeading}
      submitText={texts.changePassword}
      check={() => newPasswordProblem(password, confirmation)}
      onSave={async () => {
        await changePassword(password, current);
        setCurrent('');
        setPassword('');
        setConfirmation('');
        return texts.passwordChanged;
      }}
    >
      <PasswordField label={fields.currentPassword} autoComplete="current-password" required value={current} onChange={(event) => setCurrent(event.target.value)} />
      <PasswordField label={fields.newPassword} autoComplete="new-password" required value={password} onChange={(event) => setPassword(event.target.value)} />
      <PasswordField
        label={fields.confirmNewPassword}
        autoComplete="new-password"
        required
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
      />
    </SettingsForm>
  );
}
