import { ui } from '@campus/shared/i18n/en/ui';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../app/api-error';
import { useT } from '../../lib/i18n';
import { Button } from './button';

/**
 * "Delete", then "Confirm delete", in an edit form's actions. On success it says `success` and closes the form;
 * a refusal (such as a category still in use, 409 with the count) shows the server's reason and stays.
 */
export function ConfirmDeleteButton({
  remove,
  success,
  onDone,
}: {
  remove(): Promise<unknown>;
  success: string;
  onDone(): void;
}) {
  const t = useT(ui);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await remove();
      toast.success(success);
      onDone();
    } catch (error) {
      toast.error(errorMessage(error));
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };
  return confirming ? (
    <Button variant="danger" isLoading={busy} onClick={() => void run()} className="mr-auto">
      {t('confirmDelete')}
    </Button>
  ) : (
    <Button variant="quiet-danger" onClick={() => setConfirming(true)} className="mr-auto">
      {t('deleteAction')}
    </Button>
  );
}
