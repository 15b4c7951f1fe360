import { ADMIN_MARKETPLACE_SELLER_ID, ASPECT, CURRENCY_SYMBOL } from '@campus/shared/constants';
import { MSG } from '@campus/shared/messages';
import {
  listingRuleViolations,
  type TCreateListingRequest,
  type TMarketplaceCategory,
  type TMarketplaceListItem,
  ZAdminUpdateListingRequest,
  ZCreateListingRequest,
  ZCreateMarketplaceCategoryRequest,
} from '@campus/shared/schemas/marketplace';
import {
  type AdminField,
  AdminForm,
  type Payload,
  type SelectOption,
  saveWithToasts,
} from '../../../components/ui/admin-form';
import {
  useCreateListingMutation,
  useCreateMarketplaceCategoryMutation,
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

function itemFields(categories: SelectOption[], isUpdate: boolean): AdminField[] {
  return [
    { name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
    { name: 'type', label: 'Type', kind: 'select', required: true, options: typeOptions() },
    { name: 'categoryId', label: 'Category', kind: 'select', required: true, options: categories },
    { name: 'price', label: `Price (${CURRENCY_SYMBOL})`, kind: 'number', min: 0, hint: 'Required for Sale listings' },
    { name: 'exchangeFor', label: 'Exchange For', kind: 'text', hint: 'Required for Exchange listings' },
    ...(isUpdate
      ? [{ name: 'status', label: 'Status', kind: 'select', required: true, options: statusOptions() } as AdminField]
      : []),
    { name: 'description', label: 'Description', kind: 'textarea', required: true, rows: 4 },
    { name: 'coverPic', label: 'Cover Picture', kind: 'image', aspect: ASPECT.listingCover, required: true },
  ];
}

/** Create (item = null) or edit any listing; product §9: admin-created items are sold by the fixed seller 1. */
export function MarketplaceItemForm({ item, onDone }: { item: TMarketplaceListItem | null; onDone(): void }) {
  const categories = useCategoryOptions();
  const [createListing] = useCreateListingMutation();
  const [updateListing] = useUpdateListingMutation();

  const submit = (payload: Payload) =>
    saveWithToasts({
      save: () =>
        item
          ? updateListing({ ...payload, id: item.id } as Parameters<typeof updateListing>[0]).unwrap()
          : createListing({ ...payload, sellerId: ADMIN_MARKETPLACE_SELLER_ID } as TCreateListingRequest).unwrap(),
      success: item ? MSG.marketplaceItemUpdated : MSG.marketplaceItemAdded,
      failure: item ? MSG.updateFailed : MSG.addFailed,
      onDone,
    });

  return (
    <AdminForm
      key={categories.length}
      label={item ? `Update ${item.title}` : 'Add a marketplace item'}
      fields={itemFields(categories, Boolean(item))}
      schema={item ? ZAdminItemUpdate : ZCreateListingRequest}
      initialValues={item ? { ...item } : { type: 'SALE' }}
      submitLabel={item ? 'Update Item' : 'Add Item'}
      onCancel={onDone}
      onSubmit={submit}
    />
  );
}

const CATEGORY_FIELDS: AdminField[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true },
  { name: 'coverPic', label: 'Cover Picture', kind: 'image', aspect: ASPECT.marketplaceCategory, required: true },
];

export function MarketplaceCategoryForm({
  category,
  onDone,
}: {
  category: TMarketplaceCategory | null;
  onDone(): void;
}) {
  const [createCategory] = useCreateMarketplaceCategoryMutation();
  const [updateCategory] = useUpdateMarketplaceCategoryMutation();
  const submit = (payload: Payload) =>
    saveWithToasts({
      save: () =>
        category
          ? updateCategory({ ...payload, id: category.id }).unwrap()
          : createCategory(payload as { name: string; coverPic: string }).unwrap(),
      success: category ? MSG.categoryUpdated : MSG.categoryAdded,
      failure: category ? MSG.updateFailed : MSG.addFailed,
      onDone,
    });
  return (
    <AdminForm
      label={category ? `Update ${category.name}` : 'Add a category'}
      fields={CATEGORY_FIELDS}
      schema={ZCreateMarketplaceCategoryRequest}
      initialValues={category ? { ...category } : undefined}
      submitLabel={category ? 'Update Category' : 'Add Category'}
      onCancel={onDone}
      onSubmit={submit}
    />
  );
}
