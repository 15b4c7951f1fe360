import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A page the student opens starts at its top: without this, opening a story from far down Home showed the news
 * page scrolled half-way past its title. Back and Forward (POP) are left to the browser, which returns the student
 * to where they were.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is the trigger, not a value read inside.
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}
