import { API_PREFIX } from '@campus/shared/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { ProviderError, signInWithProvider } from './identity';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the identity emulator popup', () => {
  it('opens in the language on screen (lang=), English by default', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: { mode: 'emulator', googleClientId: null } }))),
    );
    // A blocked popup ends the attempt at once: only the address matters here.
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await expect(signInWithProvider()).rejects.toBeInstanceOf(ProviderError);
    expect(open).toHaveBeenLastCalledWith(
      `${API_PREFIX}/identity-emulator?lang=en`,
      'identity-emulator',
      expect.any(String),
    );

    await setLanguage('bn');
    await expect(signInWithProvider()).rejects.toBeInstanceOf(ProviderError);
    expect(open).toHaveBeenLastCalledWith(
      `${API_PREFIX}/identity-emulator?lang=bn`,
      'identity-emulator',
      expect.any(String),
    );
  });
});
