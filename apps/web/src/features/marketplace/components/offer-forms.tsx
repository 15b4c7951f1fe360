import { ASPECT, CURRENCY_SYMBOL } from '@campus/shared/constants';
import { MSG } from '@campus/shared/messages';
import { OFFER_LABELS, type TMarketplaceItem, ZCreateOfferRequest } from '@campus/shared/schemas/marketplace';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../app/api-error';
import { Button } from '../../../components/ui/button';
import { ImageField } from '../../../components/ui/image-field';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { useSession } from '../../auth/use-session';
import { fieldErrors } from '../form-errors';
import { useCreateOfferMutation } from '../marketplace-api';

/** BUY: a price and where to meet (SPEC §5 Offer form). */
export function PriceOfferForm({ item }: { item: TMarketplaceItem }) {
  const { isSignedIn } = useSession();
  const [createOffer, { isLoading }] = useCreateOfferMutation();
  const [offerPrice, setOfferPrice] = useState('');
  const [location, setLocation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!isSignedIn) {
      toast.error(MSG.loginToOffer);
      return;
    }
    const parsed = ZCreateOfferRequest.safeParse({
      marketplaceId: item.id,
      type: 'BUY',
      offerPrice,
      offerItemDescription: location,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      await createOffer(parsed.data).unwrap();
      toast.success(MSG.priceOfferSubmitted);
    } catch (err) {
      toast.error(errorMessage(err, MSG.failedToSubmitPriceOffer));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`price-offer-${item.id}`} className="flex flex-col gap-3">
      <h3 id={`price-offer-${item.id}`} className="text-base font-bold text-slate-900">
        Make a price offer
      </h3>
      <TextField
        label={`${OFFER_LABELS.offerPrice} (${CURRENCY_SYMBOL})`}
        type="number"
        inputMode="decimal"
        min={1}
        required
        value={offerPrice}
        onChange={(e) => setOfferPrice(e.target.value)}
        error={errors.offerPrice}
      />
      <TextAreaField
        label={OFFER_LABELS.location}
        placeholder="Where can you meet? e.g. TSC cafeteria, after 2 pm"
        required
        value={location}
        onChange={(e) => setLocation(e.target.value)}
        error={errors.offerItemDescription}
      />
      <Button type="submit" isLoading={isLoading} className="self-start">
        Send price offer
      </Button>
    </form>
  );
}

/** EXCHANGE: what you offer in return, with a photo (SPEC §5 Offer form). */
export function ExchangeOfferForm({ item }: { item: TMarketplaceItem }) {
  const { isSignedIn } = useSession();
  const [createOffer, { isLoading }] = useCreateOfferMutation();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [image, setImage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!isSignedIn) {
      toast.error(MSG.loginToExchangeOffer);
      return;
    }
    const parsed = ZCreateOfferRequest.safeParse({
      marketplaceId: item.id,
      type: 'EXCHANGE',
      offerItemTitle: title,
      offerItemDescription: description,
      offerItemImage: image,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      await createOffer(parsed.data).unwrap();
      toast.success(MSG.exchangeOfferSubmitted);
    } catch (err) {
      toast.error(errorMessage(err, MSG.failedToSubmitExchangeOffer));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`exchange-offer-${item.id}`} className="flex flex-col gap-3">
      <h3 id={`exchange-offer-${item.id}`} className="text-base font-bold text-slate-900">
        Offer an exchange
      </h3>
      <TextField
        label={OFFER_LABELS.offerItemTitle}
        required
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={errors.offerItemTitle}
      />
      <TextAreaField
        label={OFFER_LABELS.offerItemDescription}
        placeholder="Edition, condition, anything the seller should know"
        required
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        error={errors.offerItemDescription}
      />
      <ImageField
        label={OFFER_LABELS.offerItemImage}
        aspect={ASPECT.listingCover}
        value={image || null}
        onChange={setImage}
        required
        error={errors.offerItemImage}
      />
      <Button type="submit" isLoading={isLoading} className="self-start">
        Send exchange offer
      </Button>
    </form>
  );
}
