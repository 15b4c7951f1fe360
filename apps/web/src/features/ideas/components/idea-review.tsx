import { MSG } from '@campus/shared/messages';
import { IDEA_MSG } from '@campus/shared/messages-ideas';
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
import {
  useCreateIdeaCategoryMutation,
  useDeleteIdeaCategoryMutation,
  useIdeaCategoriesQuery,
  useIdeasQuery,
  useRenameIdeaCategoryMutation,
  useReviewIdeaMutation,
} from '../ideas-api';
import { ConfirmDialog } from './confirm-dialog';
import { IdeaStatusBadge } from './idea-status';

const NEXT: Record<'SUBMITTED' | 'UNDER_REVIEW', { value: string; label: string }[]> = {
  SUBMITTED: [
    { value: 'UNDER_REVIEW', label: 'Under review' },
    { value: 'INCUBATING', label: 'Incubating' },
    { value: 'DECLINED', label: 'Declined' },
  ],
  UNDER_REVIEW: [
    { value: 'INCUBATING', label: 'Incubating' },
    { value: 'DECLINED', label: 'Declined' },
  ],
};

function ReviewForm({ idea, onDone }: { idea: TIdea; onDone(): void }) {
  const options = NEXT[idea.status as 'SUBMITTED' | 'UNDER_REVIEW'] ?? [];
  const [status, setStatus] = useState(options[0]?.value ?? '');
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
      toast.success(IDEA_MSG.ideaReviewed);
      onDone();
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <p className="text-sm text-slate-700">{idea.problem}</p>
      <SelectField label="Status" value={status} onChange={(e) => setStatus(e.target.value)} options={options} />
      <TextAreaField
        label="Feedback"
        value={feedback}
        onChange={(e) => setFeedback(e.target.value)}
        error={error}
        hint="Required for Incubating and Declined; the author reads it."
      />
      <Button type="submit" isLoading={isLoading}>
        Save review
      </Button>
    </form>
  );
}

function RenameForm({ category, onDone }: { category: TIdeaCategory; onDone(): void }) {
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
      toast.success(MSG.categoryUpdated);
      onDone();
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <TextField
        label="Name"
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
          Cancel
        </Button>
        <Button type="submit" isLoading={isLoading}>
          Save
        </Button>
      </div>
    </form>
  );
}

/** ADMIN: the idea categories, like the marketplace's: add, rename, and delete one no idea uses (product §). */
function Categories() {
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
      toast.success(MSG.categoryAdded);
      setName('');
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove(deleting.id).unwrap();
      toast.success(IDEA_MSG.ideaCategoryDeleted);
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
        Categories
      </h3>
      {isLoading ? (
        <Skeleton className="h-24 w-full" />
      ) : isError ? (
        <EmptyState
          title="The categories could not be loaded"
          action={
            <Button variant="secondary" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        />
      ) : categories.length === 0 ? (
        <EmptyState title="No categories yet: add the first one below" />
      ) : (
        <ul className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          {categories.map((c) => (
            <li key={c.id} className="flex items-center gap-2 px-4 py-2">
              <span className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900">{c.name}</span>
              <Button
                variant="ghost"
                aria-label={`Rename ${c.name}`}
                icon={<Pencil aria-hidden size={16} />}
                onClick={() => setRenaming(c)}
              >
                <span className="sr-only md:not-sr-only">Rename</span>
              </Button>
              <Button
                variant="quiet-danger"
                aria-label={`Delete ${c.name}`}
                icon={<Trash2 aria-hidden size={16} />}
                onClick={() => {
                  setDeleteError(undefined);
                  setDeleting(c);
                }}
              >
                <span className="sr-only md:not-sr-only">Delete</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="flex items-end gap-2">
        <div className="flex-1">
          <TextField label="New category" value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <Button type="submit" isLoading={createState.isLoading} disabled={!name.trim()}>
          Add
        </Button>
      </form>
      <Modal
        open={renaming !== null}
        onOpenChange={(o) => (o ? undefined : setRenaming(null))}
        title={renaming ? `Rename ${renaming.name}` : ''}
        size="sheet"
      >
        {renaming ? <RenameForm category={renaming} onDone={() => setRenaming(null)} /> : null}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => (o ? undefined : setDeleting(null))}
        title={deleting ? `Delete ${deleting.name}?` : ''}
        confirmLabel="Delete category"
        isLoading={removeState.isLoading}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
      >
        <p>A category can be deleted only while no idea uses it. This cannot be undone.</p>
      </ConfirmDialog>
    </section>
  );
}

/** Dashboard section for MENTOR, TOP_TEN and ADMIN: the ideas waiting for a decision. */
export default function IdeaReview() {
  const { user } = useSession();
  const [reviewing, setReviewing] = useState<TIdea | null>(null);
  const submitted = useIdeasQuery({ status: 'SUBMITTED', sortBy: 'newest', limit: 50 });
  const underReview = useIdeasQuery({ status: 'UNDER_REVIEW', sortBy: 'newest', limit: 50 });
  const queue = [...(submitted.data?.data ?? []), ...(underReview.data?.data ?? [])];
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="review-queue" className="flex flex-col gap-3">
        <h2 id="review-queue" className="text-xl font-bold text-slate-900">
          Ideas to review
        </h2>
        {submitted.isLoading || underReview.isLoading ? (
          <Skeleton className="h-40 w-full" />
        ) : queue.length === 0 ? (
          <EmptyState title="No ideas are waiting for review" />
        ) : (
          <ul className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            {queue.map((idea) => (
              <li key={idea.id} className="flex items-center gap-3 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <Link to={`/ideas/${idea.id}`} className="font-semibold text-slate-900 hover:underline">
                    {idea.title}
                  </Link>
                  <p className="text-xs text-slate-600">
                    {idea.author.fullName} · {idea.category.name} · {idea.voteCount} votes
                  </p>
                </div>
                <IdeaStatusBadge status={idea.status} />
                {idea.author.id !== user?.id ? (
                  <Button variant="secondary" onClick={() => setReviewing(idea)}>
                    Review
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
        title={reviewing ? `Review: ${reviewing.title}` : ''}
        size="sheet"
      >
        {reviewing ? <ReviewForm idea={reviewing} onDone={() => setReviewing(null)} /> : null}
      </Modal>
    </div>
  );
}
