import { IDEA_MSG } from '@campus/shared/messages-ideas';
import { can } from '@campus/shared/permissions';
import { ArrowLeft, ThumbsUp, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '../../../app/api-error';
import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session/use-session';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { formatDhaka } from '../../../lib/dates';
import { responsiveImage } from '../../../lib/responsive-image';
import { ConfirmDialog } from '../components/confirm-dialog';
import { IdeaFormModal } from '../components/idea-form';
import { IDEA_STATUS_LABEL, IdeaStatusBadge } from '../components/idea-status';
import {
  useAddIdeaCommentMutation,
  useDeleteIdeaCommentMutation,
  useDeleteIdeaMutation,
  useIdeaCommentsQuery,
  useIdeaQuery,
  useVoteIdeaMutation,
} from '../ideas-api';

function Comments({ ideaId }: { ideaId: number }) {
  const { user } = useSession();
  const { data } = useIdeaCommentsQuery(ideaId);
  const [add, addState] = useAddIdeaCommentMutation();
  const [remove] = useDeleteIdeaCommentMutation();
  const [body, setBody] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    try {
      await add({ id: ideaId, body }).unwrap();
      setBody('');
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  const comments = data?.data ?? [];
  return (
    <section aria-labelledby="comments" className="flex flex-col gap-3">
      <h2 id="comments" className="text-lg font-bold text-slate-900">
        Comments ({comments.length})
      </h2>
      {comments.length === 0 ? <p className="text-sm text-slate-600">No comments yet.</p> : null}
      <ul className="flex flex-col gap-3">
        {comments.map((c) => (
          <li key={c.id} className="flex gap-3">
            <Avatar src={c.author.profilePic} name={c.author.fullName} size={32} />
            <div className="min-w-0 flex-1 rounded-xl bg-slate-50 px-3 py-2">
              <p className="text-sm font-semibold text-slate-900">{c.author.fullName}</p>
              <p className="text-sm whitespace-pre-line text-slate-700">{c.body}</p>
            </div>
            {user && (c.author.id === user.id || can(user.role, 'reviewIdeas')) ? (
              <button
                type="button"
                aria-label="Delete comment"
                className="self-start p-1 text-slate-400 hover:text-rose-700"
                onClick={() =>
                  void remove({ id: ideaId, commentId: c.id })
                    .unwrap()
                    .then(() => toast.success(IDEA_MSG.commentDeleted))
                    .catch((err) => toast.error(errorMessage(err)))
                }
              >
                <Trash2 aria-hidden size={16} />
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {user ? (
        <form onSubmit={submit} className="flex gap-2">
          <label className="flex-1">
            <span className="sr-only">Write a comment</span>
            <input
              value={body}
              onChange={(e) => setBody(e.target.value)}
              placeholder="Write a comment"
              maxLength={2000}
              className="h-10 w-full rounded-xl border border-slate-300 px-3 text-sm"
            />
          </label>
          <Button type="submit" isLoading={addState.isLoading} disabled={!body.trim()}>
            Post
          </Button>
        </form>
      ) : null}
    </section>
  );
}

export default function IdeaPage() {
  const { id } = useParams();
  const ideaId = Number(id);
  const navigate = useNavigate();
  const { user } = useSession();
  const { data, isLoading, isError } = useIdeaQuery(ideaId, { skip: !(ideaId > 0), refetchOnMountOrArgChange: true });
  const [vote, voteState] = useVoteIdeaMutation();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [remove, removeState] = useDeleteIdeaMutation();
  const idea = data?.data;

  if (isLoading) {
    return (
      <LoadingRegion label="Loading the idea">
        <div className="mx-auto max-w-3xl p-4">
          <Skeleton className="aspect-[2/1] w-full" />
          <Skeleton className="mt-4 h-40 w-full" />
        </div>
      </LoadingRegion>
    );
  }
  if (isError || !idea) {
    return (
      <div className="p-6">
        <EmptyState title={IDEA_MSG.ideaNotFound} action={<Link to={paths.ideas}>Back to Business Ideas</Link>} />
      </div>
    );
  }
  const isAuthor = user?.id === idea.author.id;
  // The author while it waits for review; an admin always (the server checks both again).
  const canDelete = (isAuthor && idea.status === 'SUBMITTED') || can(user?.role, 'deleteAnyIdea');
  const confirmDelete = async () => {
    try {
      await remove(idea.id).unwrap();
      toast.success(IDEA_MSG.ideaDeleted);
      navigate(paths.ideas);
    } catch (err) {
      toast.error(errorMessage(err));
      setDeleting(false);
    }
  };
  const toggleVote = async () => {
    if (!user) {
      navigate(paths.signIn);
      return;
    }
    try {
      await vote({ id: idea.id, vote: !idea.myVote }).unwrap();
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };

  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-5 p-4 pb-24 md:p-8">
      <Link to={paths.ideas} className="flex items-center gap-1 text-sm font-semibold text-brand-800">
        <ArrowLeft aria-hidden size={16} /> Business Ideas
      </Link>
      <img
        {...responsiveImage(idea.coverPic, '(min-width: 768px) 768px, 100vw')}
        alt=""
        width={800}
        height={400}
        className="aspect-[2/1] w-full rounded-2xl object-cover"
      />
      <header className="flex flex-col gap-2">
        <div className="flex items-center gap-2">
          <span className="text-sm font-semibold text-brand-800">{idea.category.name}</span>
          <IdeaStatusBadge status={idea.status} />
        </div>
        <h1 className="text-2xl font-extrabold text-slate-900">{idea.title}</h1>
        <div className="flex items-center gap-2 text-sm text-slate-600">
          <Avatar src={idea.author.profilePic} name={idea.author.fullName} size={28} />
          {idea.author.fullName} · {formatDhaka(idea.createdAt, 'd MMM yyyy')}
        </div>
      </header>
      <div className="flex items-center gap-3">
        <Button
          variant={idea.myVote ? 'primary' : 'secondary'}
          aria-pressed={Boolean(idea.myVote)}
          disabled={isAuthor}
          isLoading={voteState.isLoading}
          onClick={() => void toggleVote()}
          icon={<ThumbsUp aria-hidden size={16} />}
        >
          {idea.myVote ? 'Voted' : 'Vote'}
        </Button>
        <span className="text-sm font-semibold text-slate-700" data-testid="vote-count">
          {idea.voteCount} {idea.voteCount === 1 ? 'vote' : 'votes'}
        </span>
        {isAuthor && idea.status === 'SUBMITTED' ? (
          <Button variant="ghost" onClick={() => setEditing(true)}>
            Edit
          </Button>
        ) : null}
        {canDelete ? (
          <Button variant="quiet-danger" onClick={() => setDeleting(true)} icon={<Trash2 aria-hidden size={16} />}>
            Delete
          </Button>
        ) : null}
      </div>
      <section>
        <h2 className="mb-1 text-lg font-bold text-slate-900">Problem</h2>
        <p className="whitespace-pre-line text-slate-700">{idea.problem}</p>
      </section>
      <section>
        <h2 className="mb-1 text-lg font-bold text-slate-900">Solution</h2>
        <p className="whitespace-pre-line text-slate-700">{idea.solution}</p>
      </section>
      {idea.feedback ? (
        <section className="rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-700/20">
          <h2 className="mb-1 text-base font-bold text-slate-900">
            Feedback{idea.reviewedBy ? ` from ${idea.reviewedBy.fullName}` : ''}
          </h2>
          <p className="whitespace-pre-line text-slate-700">{idea.feedback}</p>
        </section>
      ) : null}
      <section aria-labelledby="timeline">
        <h2 id="timeline" className="mb-2 text-lg font-bold text-slate-900">
          Status
        </h2>
        <ol className="flex flex-col gap-2 border-l-2 border-brand-700/30 pl-4">
          {idea.timeline.map((step) => (
            <li key={`${step.status}-${step.at}`} className="text-sm">
              <span className="font-semibold text-slate-900">{IDEA_STATUS_LABEL[step.status]}</span>{' '}
              <span className="text-slate-500">{formatDhaka(step.at)}</span>
            </li>
          ))}
        </ol>
      </section>
      <Comments ideaId={idea.id} />
      {editing ? <IdeaFormModal open={editing} onOpenChange={setEditing} idea={idea} /> : null}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this idea?"
        confirmLabel="Delete idea"
        isLoading={removeState.isLoading}
        onConfirm={() => void confirmDelete()}
      >
        <p>
          “{idea.title}” will be removed with its {idea.voteCount} {idea.voteCount === 1 ? 'vote' : 'votes'} and{' '}
          {idea.commentCount} {idea.commentCount === 1 ? 'comment' : 'comments'}
          {idea.status === 'INCUBATING' ? `, and ${idea.author.fullName}'s +20 points are taken back` : ''}. This cannot
          be undone.
        </p>
      </ConfirmDialog>
    </article>
  );
}
