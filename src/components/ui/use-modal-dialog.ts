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
    // Closed only once the dialog has left the page. In development StrictMode unmounts
    // and mounts every component again at once, with the dialog still in place: closing it
    // then would queue a "close" event that reaches the dialog after it was shown again,
    // and its onClose would take it away (issue 34: Preview closed as soon as it opened).
    // A dialog really removed is closed as before, once it is out of the page.
    return () => {
      queueMicrotask(() => {
        if (element && !element.isConnected) element.close();
      });
    };
  }, []);
  return dialog;
}
