import { ADMIN_MARKETPLACE_SELLER_ID, ASPECT, CURRENCY_SYMBOL } from '@campus/shared/constants';
import { marketplace } from '@campus/shared/i18n/en/marketplace';
import { msg } from '@campus/shared/i18n/en/msg';
import { can } from '@campus/shared/permissions';
import {
  listingRuleViolations,
  type TCreateListingRequest,
  type TMarketplaceCategory,
  type TMarketplaceListItem,
  ZAdminUpdateListingRequest,
  ZCreateListingRequest,
  ZCreateMarketplaceCategoryRequest,
} from '@campus/shared/schemas/marketplace';
import { useSession } from '../../../app/session/use-session';
import {
  type AdminField,
  AdminForm,
  type Payload,
  type SelectOption,
  saveWithToasts,
} from '../../../components/ui/admin-form';
import { ConfirmDeleteButton } from '../../../components/ui/confirm-delete-button';
import { type Translate, tr, useT } from '../../../lib/i18n';
import {
  useCreateListingMutation,
  useCreateMarketplaceCategoryMutation,
  useDeleteMarketplaceCategoryMutation,
  useUpdateListingMutation,
  useUpdateMarketplaceCategoryMutation,
} from '../marketplace-api';
import { typeOptions } from '../marketplace-format';
import { statusOptions, useCategoryOptions } from './admin-options';

// The admin update carries the same cross-field rules as the member form, checked on what is sent.
const ZAdminItemUpdate = ZAdminUpdateListingRequest.omit({ id: true }).superRefine((value, ctx) => {
  for (const rule of listingRuleViolations(value))
    ctx.addIssue({ code: 'custom', path: [rule.path], message: rule.message });
});

type T = Translate<typeof marketplace.en>;

function itemFields(t: T, categories: SelectOption[], isUpdate: boolean): AdminField[] {
  return [
    { name: 'title', label: t('titleLabel'), kind: 'text', required: true, wide: true },
    { name: 'type', label: t('typeLabel'), kind: 'select', required: true, options: typeOptions() },
    { name: 'categoryId', label: t('category'), kind: 'select', required: true, options: categories },
    {
      name: 'price',
      label: t('priceLabel', CURRENCY_SYMBOL),
      kind: 'number',
      min: 0,
      hint: t('priceRequiredForSale'),
    },
    { name: 'exchangeFor', label: t('exchangeForLabel'), kind: 'text', hint: t('exchangeRequiredForExchange') },
    ...(isUpdate
      ? [
          {
            name: 'status',
            label: t('statusLabel'),
            kind: 'select',
            required: true,
            options: statusOptions(),
          } as AdminField,
        ]
      : []),
    { name: 'description', label: t('descriptionLabel'), kind: 'textarea', required: true, rows: 4 },
    { name: 'coverPic', label: t('coverPictureLabel'), kind: 'image', aspect: ASPECT.listingCover, required: true },
  ];
}

/** Create (item = null) or edit any listing; product §9: admin-created items are sold by the fixed seller 1. */
export function MarketplaceItemForm({ item, onDone }: { item: TMarketplaceListItem | null; onDone(): void }) {
  const t = useT(marketplace);
  const tm = useT(msg);
  const categories = useCategoryOptions();
  const [createListing] = useCreateListingMutation();
  const [updateListing] = useUpdateListingMutation();

  const submit = (payload: Payload) =>
    saveWithToasts({
      save: () =>
        item
          ? updateListing({ ...payload, id: item.id } as Parameters<typeof updateListing>[0]).unwrap()
          : createListing({ ...payload, sellerId: ADMIN_MARKETPLACE_SELLER_ID } as TCreateListingRequest).unwrap(),
      success: item ? tm('marketplaceItemUpdated') : tm('marketplaceItemAdded'),
      failure: (message: string) => (item ? tm('updateFailed', message) : tm('addFailed', message)),
      onDone,
    });

  return (
    <AdminForm
      key={categories.length}
      label={item ? t('updateTitle', item.title) : t('addMarketplaceItem')}
      fields={itemFields(t, categories, Boolean(item))}
      schema={item ? ZAdminItemUpdate : ZCreateListingRequest}
      initialValues={item ? { ...item } : { type: 'SALE' }}
      submitLabel={item ? t('updateItem') : t('addItem')}
      onCancel={onDone}
      onSubmit={submit}
    />
  );
}

const categoryFields = (t: T): AdminField[] => [
  { name: 'name', label: t('nameLabel'), kind: 'text', required: true },
  {
    name: 'coverPic',
    label: t('coverPictureLabel'),
    kind: 'image',
    aspect: ASPECT.marketplaceCategory,
    required: true,
  },
];

export function MarketplaceCategoryForm({
  category,
  onDone,
}: {
  category: TMarketplaceCategory | null;
  onDone(): void;
}) {
  const t = useT(marketplace);
  const tm = useT(msg);
  const [createCategory] = useCreateMarketplaceCategoryMutation();
  const [updateCategory] = useUpdateMarketplaceCategoryMutation();
  const [deleteCategory] = useDeleteMarketplaceCategoryMutation();
  const { user } = useSession();
  const submit = (payload: Payload) =>
    saveWithToasts({
      save: () =>
        category
          ? updateCategory({ ...payload, id: category.id }).unwrap()
          : createCategory(payload as { name: string; coverPic: string }).unwrap(),
      success: category ? tm('categoryUpdated') : tm('categoryAdded'),
      failure: (message: string) => (category ? tm('updateFailed', message) : tm('addFailed', message)),
      onDone,
    });
  return (
    <AdminForm
      label={category ? t('updateTitle', category.name) : t('addCategory')}
      fields={categoryFields(t)}
      schema={ZCreateMarketplaceCategoryRequest}
      initialValues={category ? { ...category } : undefined}
      submitLabel={category ? t('updateCategory') : t('addCategoryButton')}
      onCancel={onDone}
      extraActions={
        category && can(user?.role, 'deleteCategories') ? (
          <ConfirmDeleteButton
            remove={() => deleteCategory(category.id).unwrap()}
            success={tr(msg, 'categoryDeleted')}
            onDone={onDone}
          />
        ) : undefined
      }
      onSubmit={submit}
    />
  );
}
