import type { IdeaStatus } from '@campus/shared/enums';
import { ideaMsg } from '@campus/shared/i18n/en/idea-msg';
import { ideas } from '@campus/shared/i18n/en/ideas';
import { msg } from '@campus/shared/i18n/en/msg';
import { can } from '@campus/shared/permissions';
import {
  type TIdea,
  type TIdeaCategory,
  ZReviewIdeaRequest,
  ZUpdateIdeaCategoryRequest,
} from '@campus/shared/schemas/ideas';
import { Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '../../../app/api-error';
import { useSession } from '../../../app/session/use-session';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/text-field';
import { useT } from '../../../lib/i18n';
import {
  useCreateIdeaCategoryMutation,
  useDeleteIdeaCategoryMutation,
  useIdeaCategoriesQuery,
  useIdeasQuery,
  useRenameIdeaCategoryMutation,
  useReviewIdeaMutation,
} from '../ideas-api';
import { ConfirmDialog } from './confirm-dialog';
import { IDEA_STATUS_KEY, IdeaStatusBadge } from './idea-status';

/** The statuses a reviewer may move an idea to from where it is. */
const NEXT: Record<'SUBMITTED' | 'UNDER_REVIEW', IdeaStatus[]> = {
  SUBMITTED: ['UNDER_REVIEW', 'INCUBATING', 'DECLINED'],
  UNDER_REVIEW: ['INCUBATING', 'DECLINED'],
};

function ReviewForm({ idea, onDone }: { idea: TIdea; onDone(): void }) {
  const t = useT(ideas);
  const tim = useT(ideaMsg);
  const options = (NEXT[idea.status as 'SUBMITTED' | 'UNDER_REVIEW'] ?? []).map((value) => ({
    value,
    label: t(IDEA_STATUS_KEY[value]),
  }));
  const [status, setStatus] = useState<string>(options[0]?.value ?? '');
  const [feedback, setFeedback] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [review, { isLoading }] = useReviewIdeaMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZReviewIdeaRequest.safeParse({ id: idea.id, status, feedback: feedback || undefined });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await review(parsed.data).unwrap();
      toast.success(tim('ideaReviewed'));
      onDone();
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <p className="text-sm text-slate-700">{idea.problem}</p>
      <SelectField label={t('status')} value={status} onChange={(e) => setStatus(e.target.value)} options={options} />
      <TextAreaField
        label={t('feedback')}
        value={feedback}
        onChange={(e) => setFeedback(e.target.value)}
        error={error}
        hint={t('feedbackHint')}
      />
      <Button type="submit" isLoading={isLoading}>
        {t('saveReview')}
      </Button>
    </form>
  );
}

function RenameForm({ category, onDone }: { category: TIdeaCategory; onDone(): void }) {
  const t = useT(ideas);
  const tm = useT(msg);
  const [rename, { isLoading }] = useRenameIdeaCategoryMutation();
  const [name, setName] = useState(category.name);
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZUpdateIdeaCategoryRequest.safeParse({ id: category.id, name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await rename(parsed.data).unwrap();
      toast.success(tm('categoryUpdated'));
      onDone();
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <TextField
        label={t('name')}
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          setError(undefined);
        }}
        error={error}
        autoFocus
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button type="submit" isLoading={isLoading}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}

/** ADMIN: the idea categories, like the marketplace's: add, rename, and delete one no idea uses (product §). */
function Categories() {
  const t = useT(ideas);
  const tm = useT(msg);
  const tim = useT(ideaMsg);
  const { data, isLoading, isError, refetch } = useIdeaCategoriesQuery();
  const [create, createState] = useCreateIdeaCategoryMutation();
  const [remove, removeState] = useDeleteIdeaCategoryMutation();
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<TIdeaCategory | null>(null);
  const [deleting, setDeleting] = useState<TIdeaCategory | null>(null);
  const [deleteError, setDeleteError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await create({ name }).unwrap();
      toast.success(tm('categoryAdded'));
      setName('');
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove(deleting.id).unwrap();
      toast.success(tim('ideaCategoryDeleted'));
      setDeleting(null);
    } catch (err) {
      // A category in use answers 409 with how many ideas use it: shown in the dialog.
      setDeleteError(errorMessage(err));
    }
  };
  const categories = data?.data ?? [];
  return (
    <section aria-labelledby="idea-categories" className="flex flex-col gap-2">
      <h3 id="idea-categories" className="text-base font-bold text-slate-900">
        {t('categories')}
      </h3>
      {isLoading ? (
        <Skeleton className="h-24 w-full" />
      ) : isError ? (
        <EmptyState
          title={t('categoriesNotLoaded')}
          action={
            <Button variant="secondary" onClick={() => void refetch()}>
              {t('tryAgain')}
            </Button>
          }
        />
      ) : categories.length === 0 ? (
        <EmptyState title={t('noCategoriesYet')} />
      ) : (
        <ul className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          {categories.map((c) => (
            <li key={c.id} className="flex items-center gap-2 px-4 py-2">
              <span className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900">{c.name}</span>
              <Button
                variant="ghost"
                aria-label={t('renameNamed', c.name)}
                icon={<Pencil aria-hidden size={16} />}
                onClick={() => setRenaming(c)}
              >
                <span className="sr-only md:not-sr-only">{t('rename')}</span>
              </Button>
              <Button
                variant="quiet-danger"
                aria-label={t('deleteNamed', c.name)}
                icon={<Trash2 aria-hidden size={16} />}
                onClick={() => {
                  setDeleteError(undefined);
                  setDeleting(c);
                }}
              >
                <span className="sr-only md:not-sr-only">{t('deleteAction')}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="flex items-end gap-2">
        <div className="flex-1">
          <TextField label={t('newCategory')} value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <Button type="submit" isLoading={createState.isLoading} disabled={!name.trim()}>
          {t('add')}
        </Button>
      </form>
      <Modal
        open={renaming !== null}
        onOpenChange={(o) => (o ? undefined : setRenaming(null))}
        title={renaming ? t('renameNamed', renaming.name) : ''}
        size="sheet"
      >
        {renaming ? <RenameForm category={renaming} onDone={() => setRenaming(null)} /> : null}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => (o ? undefined : setDeleting(null))}
        title={deleting ? t('deleteNamedQuestion', deleting.name) : ''}
        confirmLabel={t('deleteCategory')}
        isLoading={removeState.isLoading}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
      >
        <p>{t('deleteCategoryHint')}</p>
      </ConfirmDialog>
    </section>
  );
}

/** Dashboard section for MENTOR, TOP_TEN and ADMIN: the ideas waiting for a decision. */
export default function IdeaReview() {
  const t = useT(ideas);
  const { user } = useSession();
  const [reviewing, setReviewing] = useState<TIdea | null>(null);
  const submitted = useIdeasQuery({ status: 'SUBMITTED', sortBy: 'newest', limit: 50 });
  const underReview = useIdeasQuery({ status: 'UNDER_REVIEW', sortBy: 'newest', limit: 50 });
  const queue = [...(submitted.data?.data ?? []), ...(underReview.data?.data ?? [])];
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="review-queue" className="flex flex-col gap-3">
        <h2 id="review-queue" className="text-xl font-bold text-slate-900">
          {t('ideasToReview')}
        </h2>
        {submitted.isLoading || underReview.isLoading ? (
          <Skeleton className="h-40 w-full" />
        ) : queue.length === 0 ? (
          <EmptyState title={t('noIdeasWaiting')} />
        ) : (
          <ul className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            {queue.map((idea) => (
              <li key={idea.id} className="flex items-center gap-3 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <Link to={`/ideas/${idea.id}`} className="font-semibold text-slate-900 hover:underline">
                    {idea.title}
                  </Link>
                  <p className="text-xs text-slate-600">
                    {idea.author.fullName} · {idea.category.name} · {t('voteCount', idea.voteCount)}
                  </p>
                </div>
                <IdeaStatusBadge status={idea.status} />
                {idea.author.id !== user?.id ? (
                  <Button variant="secondary" onClick={() => setReviewing(idea)}>
                    {t('review')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      {can(user?.role, 'manageIdeaCategories') ? <Categories /> : null}
      <Modal
        open={reviewing !== null}
        onOpenChange={(o) => (o ? undefined : setReviewing(null))}
        title={reviewing ? t('reviewTitle', reviewing.title) : ''}
        size="sheet"
      >
        {reviewing ? <ReviewForm idea={reviewing} onDone={() => setReviewing(null)} /> : null}
      </Modal>
    </div>
  );
}
