import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner.js';
import { paths } from '../../../config/paths.js';
import { useSession } from '../../../lib/session/session.js';
import { accountTexts } from '../texts.js';
import { AuthCard } from './auth-card.js';
import { FormMessage } from './form-message.js';

const texts = accountTexts.deleteAccount;
/** docs/product.md §9: the redirect after deleting an account. */
const REDIRECT_MS = 1500;

/** 'deleting': the Auth account is being deleted (the session is about to say guest). */
type Stage = 'deleting' | 'deleted' | null;

const StageContext = createContext<(stage: Stage) => void>(() => undefined);

/** What the Delete Account section tells the page around it. */
export const useDeletionStage = () => useContext(StageContext);

/**
 * The profile page's sign-in guard: a guest logs in and comes back, except while and after
 * their account is deleted, when the page says so and goes on to /register (as the
 * verify-email page does after cancelling a registration).
 */
export function AccountDeletionGate({ children }: { readonly children: ReactNode }) {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [stage, setStage] = useState<Stage>(null);

  useEffect(() => {
    if (stage !== 'deleted') return;
    const timer = setTimeout(() => void navigate(paths.register.to(), { replace: true }), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [stage, navigate]);

  if (stage === 'deleted') {
    return (
      <AuthCard title={texts.heading} description={texts.description}>
        <FormMessage tone="success">{texts.deleted}</FormMessage>
      </AuthCard>
    );
  }
  if (session.status === 'loading') return <Spinner />;
  if (session.status === 'guest' && stage !== 'deleting') return <Navigate to={paths.login.to(pathname + search)} replace />;
  return <StageContext.Provider value={setStage}>{children}</StageContext.Provider>;
}
