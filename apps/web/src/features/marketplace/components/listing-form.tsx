import { ASPECT, CURRENCY_SYMBOL, PAGE_SIZE } from '@campus/shared/constants';
import type { ListingType } from '@campus/shared/enums';
import { marketplace } from '@campus/shared/i18n/en/marketplace';
import { msg } from '@campus/shared/i18n/en/msg';
import { listingRuleViolations, type TMarketplaceListItem, ZListingForm } from '@campus/shared/schemas/marketplace';
import { Clock } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'sonner';
import { errorMessage } from '../../../app/api-error';
import { useSession } from '../../../app/session/use-session';
import { Button } from '../../../components/ui/button';
import { focusFirstInvalid } from '../../../components/ui/focus-first-invalid';
import { ImageField } from '../../../components/ui/image-field';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/text-field';
import { fieldErrors } from '../../../lib/field-errors';
import { useT } from '../../../lib/i18n';
import {
  useCreateListingMutation,
  useMarketplaceCategoriesQuery,
  useMarketplaceItemsQuery,
  useUpdateOwnListingMutation,
} from '../marketplace-api';
import { acceptsExchange, acceptsSale, typeOptions } from '../marketplace-format';

/**
 * The member's listing form (product §5): title, description, cover, type and category required; a price
 * above 0 for SALE/BOTH and 'exchange for' for EXCHANGE/BOTH — the same zod rules the server applies.
 */
interface ListingValues {
  title: string;
  description: string;
  coverPic: string;
  type: ListingType | '';
  price: string;
  exchangeFor: string;
  categoryId: string;
}

/** Every field's error at once (zod's per-field rules and the cross-field ones), or the listing to send. */
function validateListing(v: ListingValues) {
  const showPrice = v.type !== '' && acceptsSale(v.type);
  const showExchange = v.type !== '' && acceptsExchange(v.type);
  const parsed = ZListingForm.safeParse({
    title: v.title,
    description: v.description,
    coverPic: v.coverPic,
    type: v.type || undefined,
    price: showPrice ? v.price : null,
    exchangeFor: showExchange ? v.exchangeFor : null,
    categoryId: v.categoryId || undefined,
  });
  if (parsed.success) return { data: parsed.data, errors: {} as Record<string, string> };
  // zod skips the cross-field rules while a plain field fails; show every problem at once.
  const errors = fieldErrors(parsed.error);
  for (const rule of listingRuleViolations({
    type: v.type || null,
    price: showPrice && v.price !== '' ? Number(v.price) : null,
    exchangeFor: showExchange ? v.exchangeFor : null,
  }))
    errors[rule.path] ??= rule.message;
  return { data: null, errors };
}

export function ListingForm({ initial, onDone }: { initial?: TMarketplaceListItem; onDone(): void }) {
  const t = useT(marketplace);
  const tm = useT(msg);
  const { isSignedIn, user } = useSession();
  const isEdit = Boolean(initial);
  const categories = useMarketplaceCategoriesQuery({ page: 1, limit: PAGE_SIZE.categoryLookup });
  // product §4: one pending listing at a time. Known before the member starts, not after they filled everything in.
  const pending = useMarketplaceItemsQuery(
    { sellerId: user?.id, status: 'PENDING', page: 1, limit: 1 },
    { skip: isEdit || !user },
  );
  const hasPending = !isEdit && (pending.data?.meta.total ?? 0) > 0;
  const [createListing, creating] = useCreateListingMutation();
  const [updateListing, updating] = useUpdateOwnListingMutation();
  const [values, setValues] = useState<ListingValues>({
    title: initial?.title ?? '',
    description: initial?.description ?? '',
    coverPic: initial?.coverPic ?? '',
    type: initial?.type ?? '',
    price: initial?.price != null ? String(initial.price) : '',
    exchangeFor: initial?.exchangeFor ?? '',
    categoryId: initial ? String(initial.categoryId) : '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const { title, description, coverPic, type, price, exchangeFor, categoryId } = values;

  const showPrice = type !== '' && acceptsSale(type);
  const showExchange = type !== '' && acceptsExchange(type);

  /** Sets a field; an error it showed is checked again and goes as soon as the value is valid. */
  const change = <K extends keyof ListingValues>(name: K, value: ListingValues[K]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (errors[name]) setErrors((e) => ({ ...e, [name]: validateListing(next).errors[name] ?? '' }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!isSignedIn) {
      toast.error(isEdit ? tm('unableToUpdateListing') : tm('loginToCreateListing'));
      return;
    }
    const { data, errors: found } = validateListing(values);
    if (!data) {
      flushSync(() => setErrors(found));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    try {
      if (initial) {
        await updateListing({ marketplaceId: initial.id, body: data }).unwrap();
        toast.success(tm('bookUpdated'));
      } else {
        await createListing(data).unwrap();
        toast.success(tm('bookListed'));
      }
      onDone();
    } catch (err) {
      toast.error(errorMessage(err, isEdit ? tm('failedToUpdateListing') : tm('failedToCreateListing')));
    }
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="mx-auto flex w-full max-w-xl flex-col gap-4">
      {hasPending ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
        >
          <Clock aria-hidden size={18} className="mt-0.5 shrink-0" />
          {tm('pendingListingExists')}
        </p>
      ) : null}
      <TextField
        label={t('titleLabel')}
        required
        value={title}
        onChange={(e) => change('title', e.target.value)}
        error={errors.title}
      />
      <TextAreaField
        label={t('descriptionLabel')}
        required
        rows={4}
        value={description}
        onChange={(e) => change('description', e.target.value)}
        error={errors.description}
      />
      <ImageField
        label={t('coverImageLabel')}
        aspect={ASPECT.listingCover}
        required
        value={coverPic || null}
        onChange={(url) => change('coverPic', url)}
        error={errors.coverPic}
      />
      <SelectField
        label={t('typeLabel')}
        required
        placeholder={t('chooseType')}
        options={typeOptions()}
        value={type}
        onChange={(e) => change('type', e.target.value as ListingType | '')}
        error={errors.type}
      />
      {showPrice ? (
        <TextField
          label={t('priceLabel', CURRENCY_SYMBOL)}
          type="number"
          inputMode="decimal"
          min={1}
          required
          value={price}
          onChange={(e) => change('price', e.target.value)}
          error={errors.price}
        />
      ) : null}
      {showExchange ? (
        <TextField
          label={t('exchangeForLabel')}
          required
          placeholder={t('exchangeForPlaceholder')}
          value={exchangeFor}
          onChange={(e) => change('exchangeFor', e.target.value)}
          error={errors.exchangeFor}
        />
      ) : null}
      <SelectField
        label={t('category')}
        required
        placeholder={t('chooseCategory')}
        options={(categories.data?.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        value={categoryId}
        onChange={(e) => change('categoryId', e.target.value)}
        error={errors.categoryId}
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={hasPending} isLoading={creating.isLoading || updating.isLoading}>
          {isEdit ? t('saveChanges') : t('postListing')}
        </Button>
      </div>
    </form>
  );
}
