import { IDEA_COVER_ASPECT } from '@campus/shared/constants';
import { ideaMsg } from '@campus/shared/i18n/en/idea-msg';
import { ideas } from '@campus/shared/i18n/en/ideas';
import { msg } from '@campus/shared/i18n/en/msg';
import { type TIdea, ZCreateIdeaRequest } from '@campus/shared/schemas/ideas';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../app/api-error';
import { Button } from '../../../components/ui/button';
import { ImageField } from '../../../components/ui/image-field';
import { Modal } from '../../../components/ui/modal';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/text-field';
import { fieldErrors } from '../../../lib/field-errors';
import { tr, useT } from '../../../lib/i18n';
import { useCreateIdeaMutation, useIdeaCategoriesQuery, useUpdateIdeaMutation } from '../ideas-api';

type Values = { title: string; problem: string; solution: string; categoryId: string; coverPic: string };

/** Submit a new idea, or edit one the author still has SUBMITTED. The cover is cropped 8:4 and uploaded. */
export function IdeaFormModal({
  open,
  onOpenChange,
  idea,
  onSaved,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  idea?: TIdea;
  onSaved?(idea: TIdea): void;
}) {
  const t = useT(ideas);
  const { data: categories } = useIdeaCategoriesQuery();
  const [create, createState] = useCreateIdeaMutation();
  const [update, updateState] = useUpdateIdeaMutation();
  const [values, setValues] = useState<Values>({
    title: idea?.title ?? '',
    problem: idea?.problem ?? '',
    solution: idea?.solution ?? '',
    categoryId: idea ? String(idea.category.id) : '',
    coverPic: idea?.coverPic ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZCreateIdeaRequest.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors<keyof Values>(parsed.error));
      return;
    }
    setErrors({});
    try {
      const saved = idea ? await update({ id: idea.id, ...parsed.data }).unwrap() : await create(parsed.data).unwrap();
      toast.success(tr(ideaMsg, idea ? 'ideaUpdated' : 'ideaSubmitted'));
      onOpenChange(false);
      onSaved?.(saved.data);
    } catch (err) {
      toast.error(errorMessage(err, tr(msg, 'failedToSubmitData')));
    }
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={idea ? t('editIdea') : t('submitAnIdea')} size="sheet">
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <TextField
          label={t('title')}
          required
          value={values.title}
          onChange={(e) => set('title')(e.target.value)}
          error={errors.title}
        />
        <TextAreaField
          label={t('problem')}
          required
          value={values.problem}
          onChange={(e) => set('problem')(e.target.value)}
          error={errors.problem}
        />
        <TextAreaField
          label={t('solution')}
          required
          value={values.solution}
          onChange={(e) => set('solution')(e.target.value)}
          error={errors.solution}
        />
        <SelectField
          label={t('category')}
          required
          value={values.categoryId}
          onChange={(e) => set('categoryId')(e.target.value)}
          placeholder={t('chooseCategory')}
          options={(categories?.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          error={errors.categoryId}
        />
        <ImageField
          label={t('coverPicture')}
          aspect={IDEA_COVER_ASPECT}
          value={values.coverPic}
          onChange={set('coverPic')}
          required
          error={errors.coverPic}
        />
        <Button type="submit" isLoading={createState.isLoading || updateState.isLoading}>
          {idea ? t('save') : t('submitIdea')}
        </Button>
      </form>
    </Modal>
  );
}
