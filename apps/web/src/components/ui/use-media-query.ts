import { LAYOUT } from '@campus/shared/constants';
import { useSyncExternalStore } from 'react';

/** True while the media query matches; false where matchMedia is missing (tests, old browsers). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** product §9: the narrow layout is under 768 px. */
export const NARROW_QUERY = `(max-width: ${LAYOUT.narrowBreakpoint - 1}px)`;
