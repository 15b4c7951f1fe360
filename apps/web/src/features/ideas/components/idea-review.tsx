import { MSG } from '@campus/shared/messages';
import { IDEA_MSG } from '@campus/shared/messages-ideas';
import { can } from '@campus/shared/permissions';
import { type TIdea, ZReviewIdeaRequest } from '@campus/shared/schemas/ideas';
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
  useIdeaCategoriesQuery,
  useIdeasQuery,
  useReviewIdeaMutation,
} from '../ideas-api';
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

function Categories() {
  const { data } = useIdeaCategoriesQuery();
  const [create, { isLoading }] = useCreateIdeaCategoryMutation();
  const [name, setName] = useState('');
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
  return (
    <section aria-labelledby="idea-categories" className="flex flex-col gap-2">
      <h3 id="idea-categories" className="text-base font-bold text-slate-900">
        Categories
      </h3>
      <ul className="flex flex-wrap gap-2">
        {(data?.data ?? []).map((c) => (
          <li key={c.id} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
            {c.name}
          </li>
        ))}
      </ul>
      <form onSubmit={submit} className="flex items-end gap-2">
        <div className="flex-1">
          <TextField label="New category" value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <Button type="submit" isLoading={isLoading} disabled={!name.trim()}>
          Add
        </Button>
      </form>
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
