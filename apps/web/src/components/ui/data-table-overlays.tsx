/**
 * The overlays of data-table.tsx: the filter form and the edit/create form, each in a full-screen Modal. A module of
 * their own so the table's first screen does not carry Radix Dialog, AdminForm and its image field (about 22 KB
 * gzip): DataTable imports it when an overlay is first opened (decision 047).
 */
import { dashboard } from '@campus/shared/i18n/en/dashboard';
import { type ReactNode, Suspense } from 'react';
import { useT } from '../../lib/i18n';
import { AdminForm } from './admin-form';
import type { AdminField, Payload } from './admin-form-values';
import { Button } from './button';
import { Modal } from './modal';
import { FormSkeleton } from './skeleton';

export interface FilterOverlayProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  fields: AdminField[];
  applied: Payload;
  onApply(payload: Payload): void;
  onReset(): void;
}

export function FilterOverlay({ open, onOpenChange, title, fields, applied, onApply, onReset }: FilterOverlayProps) {
  const t = useT(dashboard);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('filterTable', title)}>
      <AdminForm
        key={JSON.stringify(applied)}
        label={t('filterTable', title)}
        fields={fields}
        initialValues={applied}
        submitLabel={t('applyFilters')}
        extraActions={
          <Button variant="ghost" onClick={onReset}>
            {t('reset')}
          </Button>
        }
        onSubmit={onApply}
      />
    </Modal>
  );
}

export interface EditorOverlayProps {
  open: boolean;
  onClose(): void;
  title: string;
  children: ReactNode;
}

export function EditorOverlay({ open, onClose, title, children }: EditorOverlayProps) {
  const t = useT(dashboard);
  return (
    <Modal open={open} onOpenChange={(isOpen) => !isOpen && onClose()} title={title}>
      {/* A section may load its form lazily (with the schemas it validates with): the table does not wait for it. */}
      <Suspense fallback={<FormSkeleton label={t('loadingForm')} />}>{children}</Suspense>
    </Modal>
  );
}
