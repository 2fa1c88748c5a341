import { useEffect, useState } from 'react';
import { errorMessage } from '../account-errors.js';
import {
  finishProviderSignIn, hasPendingProviderSignIn, startProviderSignIn, type SignInProvider,
} from '../api/provider-sign-in.js';
import { accountTexts } from '../texts.js';

const failedText = (provider: SignInProvider, error: unknown): string =>
  (provider === 'google' ? accountTexts.login.googleFailed : accountTexts.login.facebookFailed)(errorMessage(error));

/**
 * Google and Facebook sign-in for the login and register pages: reads the result of a
 * redirect on the way back (docs/product.md §2, "handled on load"), and starts one.
 */
export function useProviderSignIn() {
  // Decided once, on arrival: reading the result forgets that it is pending.
  const [pending] = useState(hasPendingProviderSignIn);
  const [completing, setCompleting] = useState(pending);
  const [redirecting, setRedirecting] = useState<SignInProvider | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!pending) return;
    let active = true;
    finishProviderSignIn().then(
      () => {
        if (active) setCompleting(false);
      },
      (reason: unknown) => {
        if (!active) return;
        setCompleting(false);
        setError(accountTexts.login.redirectFailed(errorMessage(reason)));
      },
    );
    return () => {
      active = false;
    };
  }, [pending]);

  const start = (provider: SignInProvider, remember: boolean) => {
    setError(null);
    setRedirecting(provider);
    // On success the browser leaves for the provider's page.
    startProviderSignIn(provider, remember).catch((reason: unknown) => {
      setRedirecting(null);
      setError(failedText(provider, reason));
    });
  };

  return { completing, redirecting, error, start };
}
