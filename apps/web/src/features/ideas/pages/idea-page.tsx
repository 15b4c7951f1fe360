import { POINTS } from '@campus/shared/constants';
import { ideaMsg } from '@campus/shared/i18n/en/idea-msg';
import { ideas } from '@campus/shared/i18n/en/ideas';
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
import { CoverImage } from '../../../components/ui/cover-image';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { responsiveImage } from '../../../lib/responsive-image';
import { useFormat } from '../../../lib/use-format';
import { ConfirmDialog } from '../components/confirm-dialog';
import { IdeaFormModal } from '../components/idea-form';
import { IDEA_STATUS_KEY, IdeaStatusBadge } from '../components/idea-status';
import {
  useAddIdeaCommentMutation,
  useDeleteIdeaCommentMutation,
  useDeleteIdeaMutation,
  useIdeaCommentsQuery,
  useIdeaQuery,
  useVoteIdeaMutation,
} from '../ideas-api';

function Comments({ ideaId }: { ideaId: number }) {
  const t = useT(ideas);
  const tim = useT(ideaMsg);
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
        {t('commentsCount', comments.length)}
      </h2>
      {comments.length === 0 ? <p className="text-sm text-slate-600">{t('noCommentsYet')}</p> : null}
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
                aria-label={t('deleteComment')}
                className="self-start p-1 text-slate-400 hover:text-rose-700"
                onClick={() =>
                  void remove({ id: ideaId, commentId: c.id })
                    .unwrap()
                    .then(() => toast.success(tim('commentDeleted')))
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
            <span className="sr-only">{t('writeComment')}</span>
            <input
              value={body}
              onChange={(e) => setBody(e.target.value)}
              placeholder={t('writeComment')}
              maxLength={2000}
              className="h-10 w-full rounded-xl border border-slate-300 px-3 text-sm"
            />
          </label>
          <Button type="submit" isLoading={addState.isLoading} disabled={!body.trim()}>
            {t('post')}
          </Button>
        </form>
      ) : null}
    </section>
  );
}

export default function IdeaPage() {
  const t = useT(ideas);
  const tim = useT(ideaMsg);
  const f = useFormat();
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
      <LoadingRegion label={t('loadingIdea')}>
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
        <EmptyState title={tim('ideaNotFound')} action={<Link to={paths.ideas}>{t('backToIdeas')}</Link>} />
      </div>
    );
  }
  const isAuthor = user?.id === idea.author.id;
  // The author while it waits for review; an admin always (the server checks both again).
  const canDelete = (isAuthor && idea.status === 'SUBMITTED') || can(user?.role, 'deleteAnyIdea');
  const confirmDelete = async () => {
    try {
      await remove(idea.id).unwrap();
      toast.success(tim('ideaDeleted'));
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
        <ArrowLeft aria-hidden size={16} /> {t('businessIdeas')}
      </Link>
      <CoverImage
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
          {idea.author.fullName} · {f.date(idea.createdAt, 'd MMM yyyy')}
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
          {idea.myVote ? t('voted') : t('vote')}
        </Button>
        <span className="text-sm font-semibold text-slate-700" data-testid="vote-count">
          {t('votesCount', idea.voteCount)}
        </span>
        {isAuthor && idea.status === 'SUBMITTED' ? (
          <Button variant="ghost" onClick={() => setEditing(true)}>
            {t('edit')}
          </Button>
        ) : null}
        {canDelete ? (
          <Button variant="quiet-danger" onClick={() => setDeleting(true)} icon={<Trash2 aria-hidden size={16} />}>
            {t('deleteAction')}
          </Button>
        ) : null}
      </div>
      <section>
        <h2 className="mb-1 text-lg font-bold text-slate-900">{t('problem')}</h2>
        <p className="whitespace-pre-line text-slate-700">{idea.problem}</p>
      </section>
      <section>
        <h2 className="mb-1 text-lg font-bold text-slate-900">{t('solution')}</h2>
        <p className="whitespace-pre-line text-slate-700">{idea.solution}</p>
      </section>
      {idea.feedback ? (
        <section className="rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-700/20">
          <h2 className="mb-1 text-base font-bold text-slate-900">
            {idea.reviewedBy ? t('feedbackFrom', idea.reviewedBy.fullName) : t('feedback')}
          </h2>
          <p className="whitespace-pre-line text-slate-700">{idea.feedback}</p>
        </section>
      ) : null}
      <section aria-labelledby="timeline">
        <h2 id="timeline" className="mb-2 text-lg font-bold text-slate-900">
          {t('status')}
        </h2>
        <ol className="flex flex-col gap-2 border-l-2 border-brand-700/30 pl-4">
          {idea.timeline.map((step) => (
            <li key={`${step.status}-${step.at}`} className="text-sm">
              <span className="font-semibold text-slate-900">{t(IDEA_STATUS_KEY[step.status])}</span>{' '}
              <span className="text-slate-500">{f.date(step.at)}</span>
            </li>
          ))}
        </ol>
      </section>
      <Comments ideaId={idea.id} />
      {editing ? <IdeaFormModal open={editing} onOpenChange={setEditing} idea={idea} /> : null}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('deleteIdeaQuestion')}
        confirmLabel={t('deleteIdea')}
        isLoading={removeState.isLoading}
        onConfirm={() => void confirmDelete()}
      >
        <p>
          {t(
            'deleteIdeaWarning',
            idea.title,
            idea.voteCount,
            idea.commentCount,
            idea.status === 'INCUBATING' ? idea.author.fullName : null,
            POINTS.IDEA_INCUBATING,
          )}
        </p>
      </ConfirmDialog>
    </article>
  );
}
