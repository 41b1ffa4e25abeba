import { useEffect, useRef, useState } from 'react';

/**
 * The mobile navigation drawer: opening moves focus to its first link, Escape closes it and gives focus
 * back to the toggle, so keyboard users never end up behind the overlay.
 */
export function useDrawer() {
  const [open, setOpen] = useState(false);
  const drawer = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    // Wait for the visibility transition to start, or the link is not focusable yet.
    const frame = requestAnimationFrame(() => drawer.current?.querySelector<HTMLElement>('a')?.focus());
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return { open, setOpen, drawer, toggle };
}
