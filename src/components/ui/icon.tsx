/**
 * A 24×24 stroke icon in the Lucide style (ISC licence). Decorative: the control around it
 * carries the accessible name.
 */
import type { ReactNode } from 'react';

export function Icon({ children, className = 'size-5' }: { readonly children: ReactNode; readonly className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}
