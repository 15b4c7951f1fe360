import { tasks } from '@campus/shared/i18n/en/tasks';
import type { TTaskDetail } from '@campus/shared/schemas/tasks';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { PageFallback } from '../../../components/ui/page-fallback';
import { useT } from '../../../lib/i18n';
import { TaskDetail } from './task-detail';

const TaskForm = lazy(() => import('./task-form').then((m) => ({ default: m.TaskForm })));

/** The open task lives in the URL (?task=ID), so a notification's link opens it and Back closes it. */
export function useOpenTask() {
  // useLocation + useNavigate, not useSearchParams: the router's copy in the first script stays as it was.
  const location = useLocation();
  const navigate = useNavigate();
  const raw = Number(new URLSearchParams(location.search).get('task'));
  const openId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const open = (id: number | null) => {
    const next = new URLSearchParams(location.search);
    if (id) next.set('task', String(id));
    else next.delete('task');
    const search = next.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: !id });
  };
  return { openId, open };
}

/** Detail, edit and create in the full-screen overlay of every admin form. */
export function TaskOverlays({
  openId,
  onClose,
  creating,
  onCreateDone,
}: {
  openId: number | null;
  onClose(): void;
  creating?: boolean;
  onCreateDone?(): void;
}) {
  const t = useT(tasks);
  const [editing, setEditing] = useState<TTaskDetail | null>(null);
  return (
    <>
      <Modal
        open={openId !== null && !editing}
        onOpenChange={(o) => {
          if (!o) onClose();
        }}
        title={t('task')}
      >
        {openId !== null ? <TaskDetail taskId={openId} onEdit={setEditing} onDeleted={onClose} /> : null}
      </Modal>
      <Modal open={Boolean(editing)} onOpenChange={(o) => !o && setEditing(null)} title={t('updateTask')}>
        <Suspense fallback={<PageFallback />}>
          {editing ? <TaskForm row={editing} onDone={() => setEditing(null)} /> : null}
        </Suspense>
      </Modal>
      {onCreateDone ? (
        <Modal open={Boolean(creating)} onOpenChange={(o) => !o && onCreateDone()} title={t('addTask')}>
          <Suspense fallback={<PageFallback />}>
            {creating ? <TaskForm row={null} onDone={onCreateDone} /> : null}
          </Suspense>
        </Modal>
      ) : null}
    </>
  );
}
