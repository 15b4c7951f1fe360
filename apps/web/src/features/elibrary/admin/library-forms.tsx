import { ASPECT } from '@campus/shared/constants';
import type { LibraryStatus } from '@campus/shared/enums';
import { elibrary } from '@campus/shared/i18n/en/elibrary';
import { msg } from '@campus/shared/i18n/en/msg';
import { can } from '@campus/shared/permissions';
import {
  type TLibraryCategory,
  type TLibraryItem,
  ZCreateLibraryCategoryRequest,
  ZCreateLibraryItemRequest,
} from '@campus/shared/schemas/elibrary';
import { useState } from 'react';
import { useSession } from '../../../app/session/use-session';
import {
  type AdminField,
  AdminForm,
  type Payload,
  type SelectOption,
  saveWithToasts,
} from '../../../components/ui/admin-form';
import { ConfirmDeleteButton } from '../../../components/ui/confirm-delete-button';
import { type Translate, useT } from '../../../lib/i18n';
import {
  type LibraryItemInput,
  useCreateLibraryCategoryMutation,
  useCreateLibraryItemMutation,
  useDeleteLibraryCategoryMutation,
  useUpdateLibraryCategoryMutation,
  useUpdateLibraryItemMutation,
} from '../elibrary-api';
import { StatusBadge, statusOptions, useCategoryOptions } from './admin-options';
import { GalleryField } from './gallery-field';

type ElibraryT = Translate<typeof elibrary.en>;

function itemFields(t: ElibraryT, categories: SelectOption[], isUpdate: boolean): AdminField[] {
  return [
    { name: 'title', label: t('colTitle'), kind: 'text', required: true, wide: true },
    { name: 'categoryId', label: t('category'), kind: 'select', required: true, options: categories },
    ...(isUpdate
      ? [{ name: 'status', label: t('colStatus'), kind: 'select', required: true, options: statusOptions(t) } as const]
      : []),
    {
      name: 'externalLink',
      label: t('externalLink'),
      kind: 'url',
      placeholder: t('linkPlaceholder'),
      hint: t('externalLinkHint'),
      wide: true,
    },
  ];
}

export function LibraryItemForm({ row, onDone }: { row: TLibraryItem | null; onDone(): void }) {
  const t = useT(elibrary);
  const tm = useT(msg);
  const categories = useCategoryOptions();
  const [images, setImages] = useState<string[]>(row?.images ?? []);
  const [create] = useCreateLibraryItemMutation();
  const [update] = useUpdateLibraryItemMutation();

  const submit = async (payload: Payload) => {
    const body = { ...(payload as Omit<LibraryItemInput, 'images'>), images };
    const save = () => {
      if (!row) return create(body).unwrap();
      // An emptied link field is dropped from the payload; send null so the stored link is removed.
      const externalLink = body.externalLink ?? (row.externalLink ? null : undefined);
      return update({ ...body, externalLink, id: row.id, status: payload.status as LibraryStatus }).unwrap();
    };
    await saveWithToasts({
      save,
      success: tm(row ? 'eLibraryItemUpdated' : 'eLibraryItemAdded'),
      failure: (message) => tm(row ? 'updateFailed' : 'addFailed', message),
      onDone,
    });
  };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      {row ? (
        <p className="text-sm text-slate-600">
          {t('sharedBy')} <span className="font-semibold text-slate-900">{row.author.fullName}</span> ·{' '}
          {row.category.name} · <StatusBadge status={row.status} />
        </p>
      ) : (
        <p className="text-sm text-slate-600">{t('newResourcesWait')}</p>
      )}
      <GalleryField images={images} onChange={setImages} />
      <AdminForm
        key={categories.length}
        label={row ? t('updateItemForm') : t('addItemForm')}
        fields={itemFields(t, categories, Boolean(row))}
        initialValues={row ?? undefined}
        schema={ZCreateLibraryItemRequest}
        submitLabel={row ? t('update') : t('submit')}
        onCancel={onDone}
        onSubmit={submit}
      />
    </div>
  );
}

const categoryFields = (t: ElibraryT): AdminField[] => [
  { name: 'name', label: t('colName'), kind: 'text', required: true },
  { name: 'coverPic', label: t('coverPicture'), kind: 'image', aspect: ASPECT.libraryCategory, required: true },
];

export function LibraryCategoryForm({ row, onDone }: { row: TLibraryCategory | null; onDone(): void }) {
  const t = useT(elibrary);
  const tm = useT(msg);
  const [create] = useCreateLibraryCategoryMutation();
  const [update] = useUpdateLibraryCategoryMutation();
  const [remove] = useDeleteLibraryCategoryMutation();
  const { user } = useSession();
  const submit = async (payload: Payload) => {
    const body = payload as { name: string; coverPic: string };
    await saveWithToasts({
      save: () => (row ? update({ ...body, id: row.id }).unwrap() : create(body).unwrap()),
      success: tm(row ? 'categoryUpdated' : 'categoryAdded'),
      failure: (message) => tm(row ? 'updateFailed' : 'addFailed', message),
      onDone,
    });
  };
  return (
    <div className="mx-auto max-w-3xl">
      <AdminForm
        label={row ? t('updateCategoryForm') : t('addCategoryForm')}
        fields={categoryFields(t)}
        initialValues={row ?? undefined}
        schema={ZCreateLibraryCategoryRequest}
        submitLabel={row ? t('update') : t('submit')}
        onCancel={onDone}
        onSubmit={submit}
        extraActions={
          row && can(user?.role, 'deleteCategories') ? (
            <ConfirmDeleteButton
              remove={() => remove(row.id).unwrap()}
              success={tm('categoryDeleted')}
              onDone={onDone}
            />
          ) : undefined
        }
      />
    </div>
  );
}
