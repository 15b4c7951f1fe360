import { useEffect, useState } from 'react';

/** 'down' while the user scrolls down, 'up' when they scroll back up (bars hide and return). */
export function useScrollDirection(threshold = 8): 'up' | 'down' {
  const [direction, setDirection] = useState<'up' | 'down'>('up');
  useEffect(() => {
    // Read on the first scroll, not here: reading scrollY right after the first commit forces the page's layout
    // into the same task, a long one on a slow phone.
    let last: number | undefined;
    const onScroll = () => {
      const y = window.scrollY;
      if (last === undefined) last = y;
      if (Math.abs(y - last) < threshold) return;
      setDirection(y > last && y > 48 ? 'down' : 'up');
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return direction;
}
