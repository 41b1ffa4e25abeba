import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After moving to another screen, focus goes to the main region so keyboard and screen-reader users start
 * at the new content instead of deep inside the navigation. Query-string changes (paging, filters) keep focus.
 */
export function useFocusOnNavigation(target: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    target.current?.focus({ preventScroll: false });
  }, [pathname, target]);
}
