import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const popup = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1/identity-emulator${query}`, headers });

describe("the identity emulator's sign-in popup (decision 030)", () => {
  it('is English without a language, as before', async () => {
    const res = await popup('');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('<title>Sign in – Identity emulator</title>');
    expect(res.body).toContain('<h1>Choose an account</h1>');
    expect(res.body).toContain('<label for="email">Email</label>');
    expect(res.body).toContain('<button type="submit">Sign in</button>');
    expect(res.body).toContain('data-fill-email="Please fill out the Email field."');
  });

  it('is Bangla with lang=bn, the texts of its script included', async () => {
    const res = await popup('?lang=bn');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="bn">');
    expect(res.body).toContain('<h1>একটি অ্যাকাউন্ট বেছে নিন</h1>');
    expect(res.body).toContain('<label for="email">ইমেইল</label>');
    expect(res.body).toContain('<label for="displayName">প্রদর্শিত নাম</label>');
    expect(res.body).toContain('<button type="submit">সাইন ইন</button>');
    expect(res.body).toContain('data-network="নেটওয়ার্কে সমস্যা, আবার চেষ্টা করুন"');
    expect(res.body).toContain('data-fill-email="অনুগ্রহ করে ইমেইল ঘরটি পূরণ করুন।"');
    expect(res.body).not.toContain('Choose an account');
  });

  it('follows Accept-Language without lang=, and lang= wins over it; an unknown lang= falls back', async () => {
    expect((await popup('', { 'accept-language': 'bn-BD,en;q=0.8' })).body).toContain('<html lang="bn">');
    expect((await popup('?lang=en', { 'accept-language': 'bn' })).body).toContain('<html lang="en">');
    const unknown = await popup('?lang=fr', { 'accept-language': 'bn' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('<h1>একটি অ্যাকাউন্ট বেছে নিন</h1>');
  });

  it("reads its script's texts from the page, not from English literals", async () => {
    const res = await popup('/popup.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('T.network');
    expect(res.body).not.toContain('Network error');
  });
});
