import { msg } from '@campus/shared/i18n/en/msg';
import { profile } from '@campus/shared/i18n/en/profile';
import { MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { useSignOut } from '../../app/session/use-sign-out';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { useT } from '../../lib/i18n';

/**
 * "Sign out everywhere" (decision 017): after a confirmation, every token of the member stops working on every
 * device, and this device signs out too. A lost phone is signed out the next time it asks the server anything.
 */
export function SignOutEverywhere() {
  const [open, setOpen] = useState(false);
  const { signOut, isLoading } = useSignOut();
  const tm = useT(msg);
  const t = useT(profile);
  const confirm = async () => {
    // Signed out, the profile shows the guest with Sign In, as after Sign Out.
    if (await signOut({ everywhere: true })) setOpen(false);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} icon={<MonitorSmartphone aria-hidden size={16} />}>
        {tm('signOutEverywhere')}
      </Button>
      <Modal
        open={open}
        onOpenChange={(next) => !isLoading && setOpen(next)}
        title={tm('signOutEverywhereQuestion')}
        description={tm('signOutEverywhereExplained')}
        size="sheet"
      >
        <div className="flex flex-col-reverse gap-3 md:flex-row md:justify-end">
          <Button variant="ghost" onClick={() => setOpen(false)} disabled={isLoading}>
            {t('cancel')}
          </Button>
          <Button variant="danger" isLoading={isLoading} onClick={() => void confirm()}>
            {tm('signOutEverywhere')}
          </Button>
        </div>
      </Modal>
    </>
  );
}
