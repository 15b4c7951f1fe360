import { ASPECT, CURRENCY_SYMBOL, PAGE_SIZE } from '@campus/shared/constants';
import type { ListingType } from '@campus/shared/enums';
import { MSG } from '@campus/shared/messages';
import { listingRuleViolation, type TMarketplaceItem, ZListingForm } from '@campus/shared/schemas/marketplace';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../app/api-error';
import { Button } from '../../../components/ui/button';
import { ImageField } from '../../../components/ui/image-field';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/text-field';
import { useSession } from '../../auth/use-session';
import { fieldErrors } from '../form-errors';
import {
  useCreateListingMutation,
  useMarketplaceCategoriesQuery,
  useUpdateOwnListingMutation,
} from '../marketplace-api';
import { acceptsExchange, acceptsSale, TYPE_OPTIONS } from '../marketplace-format';

/**
 * The member's listing form (SPEC §5): title, description, cover, type and category required; a price
 * above 0 for SALE/BOTH and 'exchange for' for EXCHANGE/BOTH — the same zod rules the server applies.
 */
export function ListingForm({ initial, onDone }: { initial?: TMarketplaceItem; onDone(): void }) {
  const { isSignedIn } = useSession();
  const categories = useMarketplaceCategoriesQuery({ page: 1, limit: PAGE_SIZE.categoryLookup });
  const [createListing, creating] = useCreateListingMutation();
  const [updateListing, updating] = useUpdateOwnListingMutation();
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [coverPic, setCoverPic] = useState(initial?.coverPic ?? '');
  const [type, setType] = useState<ListingType | ''>(initial?.type ?? '');
  const [price, setPrice] = useState(initial?.price != null ? String(initial.price) : '');
  const [exchangeFor, setExchangeFor] = useState(initial?.exchangeFor ?? '');
  const [categoryId, setCategoryId] = useState(initial ? String(initial.categoryId) : '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const isEdit = Boolean(initial);
  const showPrice = type !== '' && acceptsSale(type);
  const showExchange = type !== '' && acceptsExchange(type);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!isSignedIn) {
      toast.error(isEdit ? MSG.unableToUpdateListing : MSG.loginToCreateListing);
      return;
    }
    const parsed = ZListingForm.safeParse({
      title,
      description,
      coverPic,
      type: type || undefined,
      price: showPrice ? price : null,
      exchangeFor: showExchange ? exchangeFor : null,
      categoryId: categoryId || undefined,
    });
    if (!parsed.success) {
      // zod skips the cross-field rules while a plain field fails; show every problem at once.
      const next = fieldErrors(parsed.error);
      const rule = listingRuleViolation({
        type: type || null,
        price: showPrice && price !== '' ? Number(price) : null,
        exchangeFor: showExchange ? exchangeFor : null,
      });
      if (rule && !next[rule.path]) next[rule.path] = rule.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      if (initial) {
        await updateListing({ marketplaceId: initial.id, body: parsed.data }).unwrap();
        toast.success(MSG.bookUpdated);
      } else {
        await createListing(parsed.data).unwrap();
        toast.success(MSG.bookListed);
      }
      onDone();
    } catch (err) {
      toast.error(errorMessage(err, isEdit ? MSG.failedToUpdateListing : MSG.failedToCreateListing));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="mx-auto flex w-full max-w-xl flex-col gap-4">
      <TextField label="Title" required value={title} onChange={(e) => setTitle(e.target.value)} error={errors.title} />
      <TextAreaField
        label="Description"
        required
        rows={4}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        error={errors.description}
      />
      <ImageField
        label="Cover Image"
        aspect={ASPECT.listingCover}
        required
        value={coverPic || null}
        onChange={setCoverPic}
        error={errors.coverPic}
      />
      <SelectField
        label="Type"
        required
        placeholder="Choose a type"
        options={TYPE_OPTIONS}
        value={type}
        onChange={(e) => setType(e.target.value as ListingType | '')}
        error={errors.type}
      />
      {showPrice ? (
        <TextField
          label={`Price (${CURRENCY_SYMBOL})`}
          type="number"
          inputMode="decimal"
          min={1}
          required
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          error={errors.price}
        />
      ) : null}
      {showExchange ? (
        <TextField
          label="Exchange For"
          required
          placeholder="What would you like in exchange?"
          value={exchangeFor}
          onChange={(e) => setExchangeFor(e.target.value)}
          error={errors.exchangeFor}
        />
      ) : null}
      <SelectField
        label="Category"
        required
        placeholder="Choose a category"
        options={(categories.data?.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        value={categoryId}
        onChange={(e) => setCategoryId(e.target.value)}
        error={errors.categoryId}
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" isLoading={creating.isLoading || updating.isLoading}>
          {isEdit ? 'Save changes' : 'Post listing'}
        </Button>
      </div>
    </form>
  );
}
