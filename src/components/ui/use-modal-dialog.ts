import { useEffect, useRef } from 'react';

/**
 * A <dialog> shown as a modal (focus inside, the page behind inert, Escape to leave) for as
 * long as the component that holds it is mounted: put the ref on the dialog.
 */
export function useModalDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return dialog;
}
