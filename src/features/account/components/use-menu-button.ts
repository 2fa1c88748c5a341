import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';

const items = (list: HTMLElement | null): HTMLElement[] =>
  list ? [...list.querySelectorAll<HTMLElement>('[role="menuitem"]')] : [];

/**
 * State and keyboard of a menu button (the WAI-ARIA menu button pattern): Enter, Space and
 * ArrowDown open it on the first item, ArrowUp on the last; arrows, Home and End move
 * between the items; Escape closes it and gives the focus back to the button; it also
 * closes on route change, a click outside, and when the focus leaves it (Tab).
 */
export function useMenuButton() {
  const { key } = useLocation();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(key);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  // Which item takes the focus once the menu is open (it is hidden until then).
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  // A new location closes the menu (adjusting state while rendering, not in an effect).
  if (openedAt !== key) {
    setOpenedAt(key);
    setOpen(false);
  }

  const focusItem = (which: 'first' | 'last') => {
    const all = items(list.current);
    (which === 'first' ? all[0] : all.at(-1))?.focus();
  };

  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    focusItem(focusOnOpen.current);
    focusOnOpen.current = null;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => !container.current?.contains(event.target as Node);
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event)) setOpen(false);
    };
    // Focus moving elsewhere (Tab from the button or an item, a click on another control).
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open]);

  const openWith = (focus: 'first' | 'last') => {
    if (open) {
      focusItem(focus);
      return;
    }
    focusOnOpen.current = focus;
    setOpen(true);
  };

  const closeOnEscape = (event: KeyboardEvent): boolean => {
    if (!open || event.key !== 'Escape') return false;
    // Marked as used, so a menu around this one (the narrow header's) stays open.
    event.preventDefault();
    setOpen(false);
    button.current?.focus();
    return true;
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (closeOnEscape(event)) return;
    const opensOn: Readonly<Record<string, 'first' | 'last'>> = { Enter: 'first', ' ': 'first', ArrowDown: 'first', ArrowUp: 'last' };
    const focus = opensOn[event.key];
    if (!focus) return;
    // Instead of the click Enter and Space would make: from the keyboard, the menu opens on an item.
    event.preventDefault();
    openWith(focus);
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (closeOnEscape(event)) return;
    if (event.key === 'Tab') {
      setOpen(false);
      return;
    }
    const all = items(list.current);
    const index = all.indexOf(document.activeElement as HTMLElement);
    const moves: Readonly<Record<string, number>> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: all.length - 1 };
    const next = moves[event.key];
    if (index === -1 || next === undefined) return;
    event.preventDefault();
    all[(next + all.length) % all.length]?.focus();
  };

  return {
    open,
    container,
    button,
    list,
    toggle: () => setOpen((was) => !was),
    close: () => setOpen(false),
    onButtonKeyDown,
    onMenuKeyDown,
  };
}
