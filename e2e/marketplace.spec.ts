import { deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, apiToken, closePage, openPage, shot, signIn, signInFast, useBrowser, VIEWPORTS } from './helpers';

const b = useBrowser();

const SELLER = 'member@campus.test'; // A: Farhana Rahman
const BUYER = 'citizen@campus.test'; // B: Rafiqul Islam, a price offer
const SWAPPER = 'developer@campus.test'; // C: Tanvir Hossain, an exchange offer with a photo
const MANAGER = 'mentor@campus.test';

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

/** A small real PNG (a teal-to-amber gradient), as a phone photo stand-in for the upload. */
function photoPng(width = 320, height = 240): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const t = x / width;
      raw[row + 1 + x * 3] = Math.round(15 + t * 230);
      raw[row + 2 + x * 3] = Math.round(118 + t * 40 - (y / height) * 60);
      raw[row + 3 + x * 3] = Math.round(110 - t * 90);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Picks a photo in an image field, crops it and waits until the upload has filled the preview. */
async function uploadPhoto(page: Page, scope: Locator, label: string, name: string) {
  await scope.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/png', buffer: photoPng() });
  const crop = page.getByRole('dialog', { name: `Crop ${label}` });
  await crop.getByRole('button', { name: 'Use image' }).click();
  await crop.waitFor({ state: 'detached' });
  await page.getByRole('img', { name: `${label} preview` }).waitFor();
}

/** A page for one person; this flow drives four browsers at once, so waits get more room than the default. */
async function open(viewport: (typeof VIEWPORTS)[number]) {
  const page = await openPage(b.browser, viewport);
  page.context().setDefaultTimeout(30_000);
  return page;
}

async function toast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

describe.each(VIEWPORTS)('marketplace ($name)', (viewport) => {
  it('[MEMBER×3][LISTING_TO_ACCEPT]: A lists, a manager approves, B and C offer, A accepts B, C is told it is gone', async () => {
    const title = `Fundamentals of Physics by Halliday (${viewport.name} ${Date.now() % 100000})`;
    const sellerToken = await apiToken(SELLER);
    const sellerProfile = await apiCall<{ id: number; contactNo: string; fullName: string }>('/user/details', {
      token: sellerToken,
    });
    const { id: sellerId, contactNo: sellerContact } = sellerProfile.body.data;

    // A lists a book from the dashboard (the real sign-in popup once, on mobile).
    const a = await open(viewport);
    if (viewport.name === 'mobile') await signIn(a, SELLER);
    else await signInFast(a, SELLER);
    await a.goto('/dashboard/listings');
    await a.getByRole('heading', { name: 'Your Listings' }).waitFor();
    await a.getByRole('button', { name: 'Post', exact: true }).click();
    const form = a.getByRole('dialog', { name: 'Post a listing' });
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form
      .getByRole('textbox', { name: 'Description' })
      .fill('10th edition, both volumes in one. Clean pages, solved problems marked in pencil.');
    await uploadPhoto(a, form, 'Cover Image', 'halliday.png');
    await form.getByRole('combobox', { name: 'Type' }).selectOption('BOTH');
    await form.getByRole('spinbutton', { name: /Price/ }).fill('650');
    await form.getByRole('textbox', { name: 'Exchange For' }).fill('Concepts of Physics by H. C. Verma');
    await form.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Textbooks' });
    await shot(a, 'marketplace-listing-form', viewport);
    await form.getByRole('button', { name: 'Post listing' }).click();
    await toast(a, 'Book listed successfully!');
    const card = a.getByRole('listitem').filter({ has: a.getByRole('heading', { name: title }) });
    await card.getByText('Pending', { exact: true }).waitFor();
    await shot(a, 'marketplace-my-listings-pending', viewport);

    const mine = await apiCall<{ id: number; title: string }[]>(
      `/marketplace/table?sellerId=${sellerId}&status=PENDING`,
      {
        token: sellerToken,
      },
    );
    const itemId = mine.body.data.find((i) => i.title === title)?.id;
    expect(itemId).toBeTypeOf('number');

    // A manager approves it in Marketplace Management.
    const m = await open(viewport);
    await signInFast(m, MANAGER);
    await m.goto('/dashboard/marketplace');
    await m.getByRole('tab', { name: 'Items' }).waitFor();
    await m.getByRole('searchbox', { name: 'Search by title' }).fill(title);
    await m.getByRole('searchbox', { name: 'Search by title' }).press('Enter');
    await m
      .getByRole('button', { name: `Approve ${title}` })
      .first()
      .click();
    await toast(m, 'Marketplace Item Updated');
    await m
      .getByRole('button', { name: `Approve ${title}` })
      .first()
      .waitFor({ state: 'detached' });
    await shot(m, 'marketplace-admin-approved', viewport);
    await closePage(m);

    // B makes a price offer from the Buy! tab.
    const buyer = await open(viewport);
    await signInFast(buyer, BUYER);
    await buyer.goto('/marketplace');
    await buyer.getByRole('tab', { name: 'Exchange', selected: true }).waitFor();
    await buyer.getByRole('tab', { name: 'Buy!' }).click();
    await buyer.getByRole('searchbox', { name: 'Search items by title' }).fill(title);
    await buyer.getByRole('button', { name: 'Search', exact: true }).click();
    // The tile shows a tile-sized copy of the uploaded photo, not the stored picture (decision 012).
    const tilePicture = buyer
      .getByRole('button', { name: new RegExp(title.replace(/[()]/g, '\\$&')) })
      .locator('img')
      .first();
    await expect
      .poll(() =>
        tilePicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc),
      )
      .toMatch(/\/uploads\/thumbs\/(320|640)\/[\w-]+\.webp$/);
    await buyer.getByRole('button', { name: new RegExp(title.replace(/[()]/g, '\\$&')) }).click();
    const modal = buyer.getByRole('dialog', { name: title });
    const priceForm = modal.getByRole('form', { name: 'Make a price offer' });
    await priceForm.getByRole('spinbutton', { name: /Offer Price/ }).fill('600');
    await priceForm.getByRole('textbox', { name: 'Location' }).fill('TSC cafeteria, tomorrow 3 pm');
    await shot(buyer, 'marketplace-price-offer', viewport);
    await priceForm.getByRole('button', { name: 'Send price offer' }).click();
    await toast(buyer, 'Price offer submitted successfully');
    await modal.getByText('You have submitted an offer').waitFor();

    // C makes an exchange offer with a photo from the Exchange tab.
    const swapper = await open(viewport);
    await signInFast(swapper, SWAPPER);
    await swapper.goto('/marketplace');
    await swapper.getByRole('searchbox', { name: 'Search items by title' }).fill(title);
    await swapper.getByRole('searchbox', { name: 'Search items by title' }).press('Enter');
    await swapper.getByRole('button', { name: new RegExp(title.replace(/[()]/g, '\\$&')) }).click();
    const swapModal = swapper.getByRole('dialog', { name: title });
    const swapForm = swapModal.getByRole('form', { name: 'Offer an exchange' });
    await swapForm.getByRole('textbox', { name: 'Item Title' }).fill('Concepts of Physics by H. C. Verma');
    await swapForm.getByRole('textbox', { name: 'Item Description' }).fill('Both parts, 2022 print, like new.');
    await uploadPhoto(swapper, swapForm, 'Item Image', 'verma.png');
    await shot(swapper, 'marketplace-exchange-offer', viewport);
    await swapForm.getByRole('button', { name: 'Send exchange offer' }).click();
    await toast(swapper, 'Exchange offer submitted successfully');
    await swapModal.getByText('You have submitted an offer').waitFor();

    // A accepts B's offer from the offers overlay.
    await a.reload();
    await a.getByRole('button', { name: `View Offers for ${title}` }).click();
    const offers = a.getByRole('dialog', { name: `Offers for ${title}` });
    await offers.getByRole('heading', { name: 'Purchase Offers (1)' }).waitFor();
    await offers.getByRole('heading', { name: 'Exchange Offers (1)' }).waitFor();
    await shot(a, 'marketplace-offers-overlay', viewport);
    await offers.getByRole('button', { name: 'Accept offer from Rafiqul Islam' }).click();
    await toast(a, 'Offer accepted successfully');
    await offers.getByText('Offer Accepted', { exact: true }).waitFor();
    expect(await offers.getByRole('button', { name: /Accept offer from/ }).count()).toBe(0);
    await closePage(a);

    // B sees the good news with A's number; C is told the item is gone.
    await buyer.goto(`/marketplace/${itemId}`);
    await buyer.getByText('Your offer has been accepted').waitFor();
    await buyer.getByRole('link', { name: new RegExp(sellerContact) }).waitFor();
    await shot(buyer, 'marketplace-offer-accepted', viewport);
    await closePage(buyer);

    await swapper.goto(`/marketplace/${itemId}`);
    await swapper.getByText('This item is no longer available').waitFor();
    expect(await swapper.getByText(sellerContact).count()).toBe(0);
    await shot(swapper, 'marketplace-no-longer-available', viewport);
    await closePage(swapper);
  });

  it('[MEMBER][BROWSE]: the Exchange tab opens first with items grouped by category', async () => {
    const page = await open(viewport);
    await signInFast(page, BUYER);
    await page.goto('/marketplace');
    await page.getByRole('tab', { name: 'Exchange', selected: true }).waitFor();
    await page.getByRole('region', { name: 'Textbooks' }).waitFor();
    await page.waitForLoadState('networkidle');
    await shot(page, 'marketplace-exchange', viewport);
    await page.getByRole('tab', { name: 'Buy!' }).click();
    await page.getByRole('region', { name: 'Calculators & Electronics' }).waitFor();
    // A click chooses the tab without drawing the keyboard focus ring around it.
    expect(await page.getByRole('tab', { name: 'Buy!' }).evaluate((tab) => tab.matches(':focus-visible'))).toBe(false);
    await page.waitForLoadState('networkidle');
    await shot(page, 'marketplace-buy', viewport);
    await closePage(page);
  });
});
