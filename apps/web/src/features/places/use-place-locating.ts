// The place form's two look-ups: the time zone follows the position as it changes (typed, located or clicked
// on the map), and "locate" geocodes the postal code and town into a position.
import { useEffect, useRef, useState } from 'react';
import type { Issue } from './issue-message';
import { hasPosition, type PlaceForm } from './place-form';
import { locatedChange } from './place-position';
import { geocodeAddress, timeZoneAt } from './use-places';

const TIMEZONE_DELAY_MS = 300;

export function useTimeZoneOfPosition(
  initial: PlaceForm,
  position: { lat: number; lng: number },
  onZone: (zone: string) => void,
) {
  const lastPosition = useRef(hasPosition(initial) ? `${initial.lat},${initial.lng}` : '');
  const { lat, lng } = position;
  // biome-ignore lint/correctness/useExhaustiveDependencies: onZone is a fresh closure each render; the position decides
  useEffect(() => {
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) return;
    const key = `${lat},${lng}`;
    if (key === lastPosition.current) return;
    const timer = setTimeout(async () => {
      lastPosition.current = key;
      const zone = await timeZoneAt(lat, lng);
      if (zone) onZone(zone);
    }, TIMEZONE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [lat, lng]);
}

/** Locates the form's address: its change to the form, or an issue on /address when nothing was found. */
export function useLocateAddress(handlers: {
  current: () => PlaceForm;
  onLocated: (change: Partial<PlaceForm>) => void;
  setIssues: (update: (current: Issue[]) => Issue[]) => void;
}) {
  const [located, setLocated] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  async function locate() {
    setLocating(true);
    setLocated(null);
    try {
      const form = handlers.current();
      const text = [form.postalCode, form.town].filter((part) => part.trim()).join(' ');
      const candidate = text ? await geocodeAddress(text, form.country.trim()) : undefined;
      if (!candidate) {
        handlers.setIssues(() => [
          { code: 'place.position.not_found_error', message: '', pointer: '/address' },
        ]);
        return;
      }
      handlers.setIssues((current) => current.filter((issue) => issue.pointer !== '/address'));
      setLocated(candidate.name);
      handlers.onLocated(locatedChange(handlers.current(), candidate));
    } finally {
      setLocating(false);
    }
  }
  return { located, locating, locate };
}
