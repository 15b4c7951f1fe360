import { ASPECT } from '@campus/shared/constants';
import type { LibraryStatus } from '@campus/shared/enums';
import { MSG } from '@campus/shared/messages';
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
import {
  type LibraryItemInput,
  useCreateLibraryCategoryMutation,
  useCreateLibraryItemMutation,
  useDeleteLibraryCategoryMutation,
  useUpdateLibraryCategoryMutation,
  useUpdateLibraryItemMutation,
} from '../elibrary-api';
import { STATUS_OPTIONS, StatusBadge, useCategoryOptions } from './admin-options';
import { GalleryField } from './gallery-field';

function itemFields(categories: SelectOption[], isUpdate: boolean): AdminField[] {
  return [
    { name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
    { name: 'categoryId', label: 'Category', kind: 'select', required: true, options: categories },
    ...(isUpdate
      ? [{ name: 'status', label: 'Status', kind: 'select', required: true, options: STATUS_OPTIONS } as const]
      : []),
    {
      name: 'externalLink',
      label: 'External Link',
      kind: 'url',
      placeholder: 'https://',
      hint: "Shown as 'Download Resource'. Only http:// and https:// links.",
      wide: true,
    },
  ];
}

export function LibraryItemForm({ row, onDone }: { row: TLibraryItem | null; onDone(): void }) {
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
      success: row ? MSG.eLibraryItemUpdated : MSG.eLibraryItemAdded,
      failure: row ? MSG.updateFailed : MSG.addFailed,
      onDone,
    });
  };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      {row ? (
        <p className="text-sm text-slate-600">
          Shared by <span className="font-semibold text-slate-900">{row.author.fullName}</span> · {row.category.name} ·{' '}
          <StatusBadge status={row.status} />
        </p>
      ) : (
        <p className="text-sm text-slate-600">New resources wait for a manager's approval before members see them.</p>
      )}
      <GalleryField images={images} onChange={setImages} />
      <AdminForm
        key={categories.length}
        label={row ? 'Update E-Library item' : 'Add E-Library item'}
        fields={itemFields(categories, Boolean(row))}
        initialValues={row ?? undefined}
        schema={ZCreateLibraryItemRequest}
        submitLabel={row ? 'Update' : 'Submit'}
        onCancel={onDone}
        onSubmit={submit}
      />
    </div>
  );
}

const CATEGORY_FIELDS: AdminField[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true },
  { name: 'coverPic', label: 'Cover Picture', kind: 'image', aspect: ASPECT.libraryCategory, required: true },
];

export function LibraryCategoryForm({ row, onDone }: { row: TLibraryCategory | null; onDone(): void }) {
  const [create] = useCreateLibraryCategoryMutation();
  const [update] = useUpdateLibraryCategoryMutation();
  const [remove] = useDeleteLibraryCategoryMutation();
  const { user } = useSession();
  const submit = async (payload: Payload) => {
    const body = payload as { name: string; coverPic: string };
    await saveWithToasts({
      save: () => (row ? update({ ...body, id: row.id }).unwrap() : create(body).unwrap()),
      success: row ? MSG.categoryUpdated : MSG.categoryAdded,
      failure: row ? MSG.updateFailed : MSG.addFailed,
      onDone,
    });
  };
  return (
    <div className="mx-auto max-w-3xl">
      <AdminForm
        label={row ? 'Update E-Library category' : 'Add E-Library category'}
        fields={CATEGORY_FIELDS}
        initialValues={row ?? undefined}
        schema={ZCreateLibraryCategoryRequest}
        submitLabel={row ? 'Update' : 'Submit'}
        onCancel={onDone}
        onSubmit={submit}
        extraActions={
          row && can(user?.role, 'deleteCategories') ? (
            <ConfirmDeleteButton remove={() => remove(row.id).unwrap()} success={MSG.categoryDeleted} onDone={onDone} />
          ) : undefined
        }
      />
    </div>
  );
}
