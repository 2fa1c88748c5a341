import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * State and dismissal of a disclosure menu: it closes when the route changes, on Escape
 * (focus returns to its button), on a click outside `container`, and when keyboard focus
 * leaves `container`.
 */
export function useDisclosureMenu<Container extends HTMLElement>() {
  const { key } = useLocation();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(key);
  const container = useRef<Container>(null);
  const button = useRef<HTMLButtonElement>(null);

  // A new location closes the menu (adjusting state while rendering, not in an effect).
  if (openedAt !== key) {
    setOpenedAt(key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // Something inside (an account dropdown) may have used this Escape to close itself.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open]);

  return { open, toggle: () => setOpen((was) => !was), container, button };
}
