import { Toaster } from 'sonner';
import { NARROW_QUERY, useMediaQuery } from '../components/ui/use-media-query';

/**
 * Toasts stay clear of dialog headers (a full-screen dialog's title and close button sit at the top): at the
 * bottom on a phone, above the bottom bar, and at the bottom right on a desktop. One is visible at a time: a new
 * toast covers the previous one instead of stacking on it (an old error no longer shows behind "User Updated").
 */
export function AppToaster() {
  const narrow = useMediaQuery(NARROW_QUERY);
  return (
    <Toaster
      position={narrow ? 'bottom-center' : 'bottom-right'}
      mobileOffset={{ bottom: 'calc(72px + env(safe-area-inset-bottom))' }}
      visibleToasts={1}
      richColors
      closeButton
      // dir given: otherwise sonner asks for <html>'s computed style, a style recalculation on the first screen.
      dir="ltr"
    />
  );
}

export default AppToaster;
