import { readFileSync } from 'node:fs';
import path from 'node:path';
import { common as bnCommon } from '@campus/shared/i18n/bn/common';
import { common } from '@campus/shared/i18n/en/common';
import { pages } from '@campus/shared/i18n/en/pages';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageSwitch } from '../components/ui/language-switch';
import { formatDhaka } from './dates';
import { deviceLanguage, LANGUAGE_KEY, setLanguage, startLanguage, useT } from './i18n';
import { formatClock } from './schedule-times';
import { useFormat } from './use-format';

function Probe() {
  const t = useT(pages);
  const f = useFormat();
  return (
    <p>
      {t('marketplace-page')} · {f.taka(1250)} · {f.relative('2026-11-20T09:00:00Z', new Date('2026-11-22T09:00:00Z'))}
    </p>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the language (decision 030)', () => {
  it('follows the browser on a first visit: bn* is Bangla, anything else English', () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['bn-BD', 'en-US'] });
    expect(deviceLanguage()).toBe('bn');
    vi.stubGlobal('navigator', { ...navigator, languages: ['fr-FR', 'en-GB', 'bn'] });
    expect(deviceLanguage()).toBe('en');
    vi.stubGlobal('navigator', { ...navigator, languages: ['de'] });
    expect(deviceLanguage()).toBe('en');
  });

  it('prefers what the device remembers (bc-lang) over the browser', () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['bn-BD'] });
    localStorage.setItem(LANGUAGE_KEY, 'en');
    expect(deviceLanguage()).toBe('en');
    localStorage.setItem(LANGUAGE_KEY, 'xx');
    expect(deviceLanguage()).toBe('bn');
  });

  it('starts a Bangla visit in Bangla without remembering it, and sets <html lang>', async () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['bn'] });
    await act(() => startLanguage());
    render(<Probe />);
    expect(screen.getByText('মার্কেটপ্লেস · ৳১,২৫০ · ২ দিন আগে')).toBeVisible();
    expect(document.documentElement.lang).toBe('bn');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBeNull();
  });

  it('switches every text at once from the switch, remembers the plain string and can switch back', async () => {
    const saved: string[] = [];
    render(
      <>
        <Probe />
        <LanguageSwitch onChange={(lang) => saved.push(lang)} />
      </>,
    );
    expect(screen.getByText('Marketplace · ৳1,250 · 2 days ago')).toBeVisible();
    expect(document.documentElement.lang).toBe('en');

    await userEvent.click(screen.getByRole('button', { name: 'বাংলা' }));
    expect(await screen.findByText('মার্কেটপ্লেস · ৳১,২৫০ · ২ দিন আগে')).toBeVisible();
    expect(screen.getByRole('button', { name: 'বাংলা' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group', { name: 'ভাষা' })).toBeVisible();
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('bn');
    expect(document.documentElement.lang).toBe('bn');

    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Marketplace · ৳1,250 · 2 days ago')).toBeVisible();
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
    expect(saved).toEqual(['bn', 'en']);
  });

  it('formats Dhaka dates with the bn locale and Bengali digits', async () => {
    expect(formatDhaka('2026-11-24T03:05:00Z')).toBe('24 Nov 2026, 9:05 AM');
    await act(() => setLanguage('bn'));
    expect(formatDhaka('2026-11-24T03:05:00Z')).toBe('২৪ নভে ২০২৬, ৯:০৫ পূর্বাহ্ন');
  });

  it('writes the half of the day one way in Bangla: dates, relative times and timetables (date-fns bn)', async () => {
    function Times() {
      const f = useFormat();
      const now = new Date('2026-11-24T12:00:00Z');
      return (
        <p>
          {f.date('2026-11-24T09:05:00Z', 'h:mm a')} | {f.relative('2026-11-24T09:05:00Z', now)} |{' '}
          {formatClock('15:05', f.lang)}
        </p>
      );
    }
    render(<Times />);
    expect(screen.getByText('3:05 PM | 3:05 PM | 3:05 PM')).toBeVisible();
    await act(() => setLanguage('bn'));
    expect(screen.getByText('৩:০৫ অপরাহ্ন | ৩:০৫ অপরাহ্ন | ৩:০৫ অপরাহ্ন')).toBeVisible();
  });

  it('keeps English texts exact (they quote the product spec)', () => {
    function Name() {
      return <span>{useT(common)('appName')}</span>;
    }
    render(<Name />);
    expect(screen.getByText('Campus Community')).toBeVisible();
  });

  it('points the page at the Bangla manifest in Bangla and back at the English one in English', async () => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/manifest.webmanifest';
    document.head.append(link);
    try {
      await act(() => setLanguage('bn'));
      expect(link.getAttribute('href')).toBe('/manifest-bn.webmanifest');
      await act(() => setLanguage('en'));
      expect(link.getAttribute('href')).toBe('/manifest.webmanifest');
      vi.stubGlobal('navigator', { ...navigator, languages: ['bn-BD'] });
      localStorage.removeItem(LANGUAGE_KEY);
      await act(() => startLanguage());
      expect(link.getAttribute('href')).toBe('/manifest-bn.webmanifest');
    } finally {
      link.remove();
    }
  });

  it('has a Bangla manifest that differs from the English one only in its names and language', () => {
    const read = (file: string) =>
      JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../public', file), 'utf8')) as Record<
        string,
        unknown
      >;
    const en = read('manifest.webmanifest');
    const bn = read('manifest-bn.webmanifest');
    expect(bn).toMatchObject({ name: bnCommon.appName, short_name: 'ক্যাম্পাস', lang: 'bn' });
    expect(bn.description).toMatch(/^আমাদের শিক্ষার্থী সংগঠনের ইভেন্ট/);
    const rest = (m: Record<string, unknown>) => ({ ...m, name: 0, short_name: 0, description: 0, lang: 0 });
    expect(rest(bn)).toEqual(rest(en));
    expect(en).toMatchObject({ name: common.en.appName, lang: 'en' });
  });
});
