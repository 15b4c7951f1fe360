import { Toaster } from 'sonner';
import { NARROW_QUERY, useMediaQuery } from '../components/ui/use-media-query';

/** Above the phone's bottom bar (layout: 64 px and the safe area). */
const ABOVE_BOTTOM_BAR = { bottom: 'calc(72px + env(safe-area-inset-bottom))' };

/**
 * Toasts stay clear of a dialog's header and its actions (a full-screen dialog has its title and close button at
 * the top, Cancel and the submit button at the bottom right): at the bottom centre, above the bottom bar on a
 * phone. One is visible at a time: a new toast covers the previous one instead of stacking on it (an old error no
 * longer shows behind "User Updated"). Both checked in app-toaster.test.tsx and e2e/ux-polish.spec.ts.
 */
export function AppToaster() {
  const narrow = useMediaQuery(NARROW_QUERY);
  return (
    <Toaster
      position="bottom-center"
      // sonner's own mobile offset starts under 600 px; the bottom bar is there up to 768 px.
      offset={narrow ? ABOVE_BOTTOM_BAR : undefined}
      mobileOffset={ABOVE_BOTTOM_BAR}
      visibleToasts={1}
      richColors
      closeButton
      // dir given: otherwise sonner asks for <html>'s computed style, a style recalculation on the first screen.
      dir="ltr"
    />
  );
}

export default AppToaster;
