import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true once the screen it rendered has been painted (set in a transition, so the render it
 * causes is interruptible). For work the first screen does not need: content below the fold, a carousel's measuring.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // The animation frame runs just before the next paint; a task queued from it runs after that paint.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/**
 * Renders its children only after the screen around it has been painted: content below the fold then lengthens
 * neither the render that shows the first screen nor that screen's layout and paint.
 *
 * (`useDeferredValue(true, false)` does not do this here: when the parent itself mounts in a deferred render, as
 * Home's content does, React skips the initial value to avoid a cascade, and everything renders in one pass.)
 */
export function AfterFirstPaint({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useAfterFirstPaint() ? children : fallback;
}
