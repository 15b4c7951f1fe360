import { ASPECT, CURRENCY_SYMBOL } from '@campus/shared/constants';
import { marketplace } from '@campus/shared/i18n/en/marketplace';
import { msg } from '@campus/shared/i18n/en/msg';
import { type TMarketplaceListItem, ZCreateOfferRequest } from '@campus/shared/schemas/marketplace';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../app/api-error';
import { useSession } from '../../../app/session/use-session';
import { Button } from '../../../components/ui/button';
import { ImageField } from '../../../components/ui/image-field';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { useFormErrors } from '../../../components/ui/use-form-errors';
import { fieldErrors } from '../../../lib/field-errors';
import { useT } from '../../../lib/i18n';
import { useCreateOfferMutation } from '../marketplace-api';

/** BUY: a price and where to meet (product §5 Offer form). */
export function PriceOfferForm({ item }: { item: TMarketplaceListItem }) {
  const t = useT(marketplace);
  const tm = useT(msg);
  const { isSignedIn } = useSession();
  const [createOffer, { isLoading }] = useCreateOfferMutation();
  const [offerPrice, setOfferPrice] = useState('');
  const [location, setLocation] = useState('');
  const toRequest = (v: { offerPrice: string; location: string }) =>
    ZCreateOfferRequest.safeParse({
      marketplaceId: item.id,
      type: 'BUY',
      offerPrice: v.offerPrice,
      offerItemDescription: v.location,
    });
  const { errors, formRef, check, recheck } = useFormErrors((v: { offerPrice: string; location: string }) => {
    const parsed = toRequest(v);
    return parsed.success ? {} : fieldErrors(parsed.error);
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!isSignedIn) {
      toast.error(tm('loginToOffer'));
      return;
    }
    const values = { offerPrice, location };
    const parsed = toRequest(values);
    if (!check(values) || !parsed.success) return;
    try {
      await createOffer(parsed.data).unwrap();
      toast.success(tm('priceOfferSubmitted'));
    } catch (err) {
      toast.error(errorMessage(err, tm('failedToSubmitPriceOffer')));
    }
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-labelledby={`price-offer-${item.id}`}
      className="flex flex-col gap-3"
    >
      <h3 id={`price-offer-${item.id}`} className="text-base font-bold text-slate-900">
        {t('makePriceOffer')}
      </h3>
      <TextField
        label={`${t('offerPriceLabel')} (${CURRENCY_SYMBOL})`}
        type="number"
        inputMode="decimal"
        min={1}
        required
        value={offerPrice}
        onChange={(e) => {
          setOfferPrice(e.target.value);
          recheck('offerPrice', { offerPrice: e.target.value, location });
        }}
        error={errors.offerPrice}
      />
      <TextAreaField
        label={t('locationLabel')}
        placeholder={t('meetPlaceholder')}
        required
        value={location}
        onChange={(e) => {
          setLocation(e.target.value);
          recheck('offerItemDescription', { offerPrice, location: e.target.value });
        }}
        error={errors.offerItemDescription}
      />
      <Button type="submit" isLoading={isLoading} className="self-start">
        {t('sendPriceOffer')}
      </Button>
    </form>
  );
}

/** EXCHANGE: what you offer in return, with a photo (product §5 Offer form). */
export function ExchangeOfferForm({ item }: { item: TMarketplaceListItem }) {
  const t = useT(marketplace);
  const tm = useT(msg);
  const { isSignedIn } = useSession();
  const [createOffer, { isLoading }] = useCreateOfferMutation();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [image, setImage] = useState('');
  type Values = { title: string; description: string; image: string };
  const toRequest = (v: Values) =>
    ZCreateOfferRequest.safeParse({
      marketplaceId: item.id,
      type: 'EXCHANGE',
      offerItemTitle: v.title,
      offerItemDescription: v.description,
      offerItemImage: v.image,
    });
  const { errors, formRef, check, recheck } = useFormErrors((v: Values) => {
    const parsed = toRequest(v);
    return parsed.success ? {} : fieldErrors(parsed.error);
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!isSignedIn) {
      toast.error(tm('loginToExchangeOffer'));
      return;
    }
    const values = { title, description, image };
    const parsed = toRequest(values);
    if (!check(values) || !parsed.success) return;
    try {
      await createOffer(parsed.data).unwrap();
      toast.success(tm('exchangeOfferSubmitted'));
    } catch (err) {
      toast.error(errorMessage(err, tm('failedToSubmitExchangeOffer')));
    }
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-labelledby={`exchange-offer-${item.id}`}
      className="flex flex-col gap-3"
    >
      <h3 id={`exchange-offer-${item.id}`} className="text-base font-bold text-slate-900">
        {t('offerAnExchange')}
      </h3>
      <TextField
        label={t('offerItemTitleLabel')}
        required
        value={title}
        onChange={(e) => {
          setTitle(e.target.value);
          recheck('offerItemTitle', { title: e.target.value, description, image });
        }}
        error={errors.offerItemTitle}
      />
      <TextAreaField
        label={t('offerItemDescriptionLabel')}
        placeholder={t('exchangePlaceholder')}
        required
        value={description}
        onChange={(e) => {
          setDescription(e.target.value);
          recheck('offerItemDescription', { title, description: e.target.value, image });
        }}
        error={errors.offerItemDescription}
      />
      <ImageField
        label={t('offerItemImageLabel')}
        aspect={ASPECT.listingCover}
        value={image || null}
        onChange={(url) => {
          setImage(url);
          recheck('offerItemImage', { title, description, image: url });
        }}
        required
        error={errors.offerItemImage}
      />
      <Button type="submit" isLoading={isLoading} className="self-start">
        {t('sendExchangeOffer')}
      </Button>
    </form>
  );
}
