import { TASK_STATUSES, type TaskStatus } from '@campus/shared/enums';
import { msg } from '@campus/shared/i18n/en/msg';
import { tasks as tasksArea } from '@campus/shared/i18n/en/tasks';
import type { TTask } from '@campus/shared/schemas/tasks';
import {
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, MessageSquare } from 'lucide-react';
import { toast } from 'sonner';
import { errorMessage } from '../../../app/api-error';
import { Avatar } from '../../../components/ui/avatar';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/use-format';
import { useUpdateTaskMutation } from '../tasks-api';
import { CardAttachments } from './task-attachments';
import { DueChip, PriorityBadge } from './task-badges';

type DragData = { status: TaskStatus; title?: string };

const columnId = (status: TaskStatus) => `column-${status}`;

function TaskCard({ task, onOpen }: { task: TTask; onOpen(id: number): void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
    data: { status: task.status, title: task.title } satisfies DragData,
  });
  const t = useT(tasksArea);
  const f = useFormat();
  const done = task.checklist.filter((c) => c.done).length;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`flex gap-1 rounded-xl bg-white p-2 shadow-sm ring-1 ring-slate-200 ${isDragging ? 'z-10 opacity-80 shadow-lg ring-brand-600' : ''}`}
      data-testid={`task-card-${task.id}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('moveTask', task.title)}
        aria-roledescription={t('draggableTask')}
        className="inline-flex w-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 active:cursor-grabbing"
      >
        <GripVertical aria-hidden size={18} />
      </button>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 py-1">
        <button
          type="button"
          onClick={() => onOpen(task.id)}
          className="text-left text-sm font-semibold text-slate-900 hover:underline"
        >
          {task.title}
        </button>
        <div className="flex flex-wrap gap-1">
          {task.priority !== 'NORMAL' ? <PriorityBadge priority={task.priority} /> : null}
          <DueChip task={task} />
        </div>
        <CardAttachments attachments={task.attachments} title={task.title} />
        <div className="flex items-center justify-between gap-2 text-xs text-slate-600">
          <span className="flex -space-x-2">
            {task.assignees.slice(0, 4).map((a) => (
              <Avatar
                key={a.id}
                src={a.profilePic}
                name={a.leftTeam ? `${a.fullName} (${t('leftTeam')})` : a.fullName}
                size={24}
                className={a.leftTeam ? 'opacity-50' : ''}
              />
            ))}
          </span>
          <span className="flex items-center gap-2">
            {task.checklist.length ? <span>{f.digits(`${done}/${task.checklist.length}`)}</span> : null}
            {task.commentCount ? (
              <span className="inline-flex items-center gap-0.5">
                <MessageSquare aria-hidden size={12} />
                <span className="sr-only">{t('commentsCount')}</span>
                {f.number(task.commentCount)}
              </span>
            ) : null}
          </span>
        </div>
      </div>
    </li>
  );
}

function Column({ status, tasks, onOpen }: { status: TaskStatus; tasks: TTask[]; onOpen(id: number): void }) {
  const t = useT(tasksArea);
  const f = useFormat();
  const { setNodeRef, isOver } = useDroppable({ id: columnId(status), data: { status } satisfies DragData });
  const headingId = `board-${status}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={`flex w-[78vw] max-w-[300px] shrink-0 snap-start flex-col gap-2 rounded-2xl p-2 md:w-auto md:max-w-none md:flex-1 ${
        isOver ? 'bg-brand-50 ring-2 ring-brand-600' : 'bg-slate-100'
      }`}
    >
      <h3 id={headingId} className="flex items-center justify-between px-1 text-sm font-bold text-slate-800">
        {t('statusLabel', status)}
        <span className="rounded-full bg-white px-2 text-xs text-slate-700">{f.number(tasks.length)}</span>
      </h3>
      <SortableContext
        id={columnId(status)}
        items={tasks.map((task) => task.id)}
        strategy={verticalListSortingStrategy}
      >
        <ul className="flex min-h-24 flex-col gap-2">
          {tasks.map((task) => (
            <TaskCard key={task.id} task={task} onOpen={onOpen} />
          ))}
        </ul>
      </SortableContext>
    </section>
  );
}

const statusOf = (data: unknown) => (data as DragData | undefined)?.status;

/**
 * The board: one column per status. Cards move with the pointer, touch or the keyboard (focus a card's handle,
 * Space to pick it up, arrow keys to choose a column, Space to drop, Escape to cancel).
 */
export function TaskBoard({ tasks, onOpen }: { tasks: TTask[]; onOpen(id: number): void }) {
  const t = useT(tasksArea);
  const tm = useT(msg);
  const [update] = useUpdateTaskMutation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = (id: string | number) => tasks.find((task) => task.id === id)?.title ?? t('taskFallbackName');
  const placeOf = (id: string | number | undefined, data: unknown) => {
    const s = statusOf(data);
    return s ? t('statusLabel', s) : String(id ?? '');
  };
  // Screen readers hear these while a card moves: in the language on screen, like every other text.
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dragStart', titleOf(active.id)),
    onDragOver: ({ active, over }) =>
      over
        ? t('dragOver', titleOf(active.id), placeOf(over.id, over.data.current))
        : t('dragNotOver', titleOf(active.id)),
    onDragEnd: ({ active, over }) =>
      over
        ? t('dragDropped', titleOf(active.id), placeOf(over.id, over.data.current))
        : t('dragDroppedNowhere', titleOf(active.id)),
    onDragCancel: ({ active }) => t('dragCancelled', titleOf(active.id)),
  };

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    const from = statusOf(active.data.current);
    const to = statusOf(over?.data.current);
    if (!to || to === from) return;
    try {
      await update({ id: Number(active.id), status: to }).unwrap();
      toast.success(t('movedTo', t('statusLabel', to)));
    } catch (error) {
      toast.error(tm('updateFailed', errorMessage(error)));
    }
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t('dragInstructions'),
        },
      }}
    >
      {/* `relative`: the scroller must be the containing block of the cards' absolutely placed sr-only text, or
          that text escapes its overflow clip and widens the whole page on a phone (issue #20: 902 px at 390). */}
      <div className="relative -mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:px-0">
        {TASK_STATUSES.map((status) => (
          <Column key={status} status={status} tasks={tasks.filter((task) => task.status === status)} onOpen={onOpen} />
        ))}
      </div>
    </DndContext>
  );
}
