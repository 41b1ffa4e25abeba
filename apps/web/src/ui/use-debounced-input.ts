import { useEffect, useState } from 'react';

/**
 * What a text field shows while the user types, committed once typing pauses. It follows the committed value
 * when that changes from elsewhere (back button, reset, a bookmark) without fighting the user's typing.
 */
export function useDebouncedInput(committed: string, commit: (value: string) => void, delayMs = 350) {
  const [value, setValue] = useState(committed);
  useEffect(() => setValue(committed), [committed]);
  useEffect(() => {
    if (value.trim() === committed) return;
    const timer = setTimeout(() => commit(value.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [value, committed, commit, delayMs]);
  return [value, setValue] as const;
}
