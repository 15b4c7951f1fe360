import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How long Back waits for a page to grow tall enough (lists below the fold render after the first paint). */
const RESTORE_FOR_MS = 1500;
/** Where the student was on each history entry, by React Router's entry key. */
const positions = new Map<string, number>();

/**
 * A page opened by a link starts at its top: without this, a story opened from far down Home showed the news page
 * scrolled past its title. Back and Forward return to where the student was on that entry. The browser's own
 * restore cannot do it: it scrolls once, before Home's lower sections have rendered, and stopped half-way.
 */
export function ScrollPosition() {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const current = useRef(key);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    // Scroll events arrive a frame late, so a page that clamps the offset when it is replaced reports it under the
    // new entry's key, never the old one's.
    const remember = () => positions.set(current.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    current.current = key;
    const target = navigationType === 'POP' ? (positions.get(key) ?? 0) : 0;
    window.scrollTo(0, target);
    // The top is always reachable, and scrollTo(0, 0) needs no layout where reading scrollY does: on a first load
    // that read laid the whole new page out inside React's commit (72 ms observed in Bangla; decision 047).
    if (target === 0 || window.scrollY >= target - 1) return;

    // The page is not tall enough yet: try again each frame until it is, the time is up, or the student scrolls.
    const started = performance.now();
    let frame = requestAnimationFrame(function retry() {
      window.scrollTo(0, target);
      if (window.scrollY < target - 1 && performance.now() - started < RESTORE_FOR_MS) {
        frame = requestAnimationFrame(retry);
      }
    });
    const stop = () => cancelAnimationFrame(frame);
    const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    for (const input of inputs) window.addEventListener(input, stop, { passive: true, once: true });
    return () => {
      stop();
      for (const input of inputs) window.removeEventListener(input, stop);
    };
  }, [key, navigationType]);

  return null;
}
