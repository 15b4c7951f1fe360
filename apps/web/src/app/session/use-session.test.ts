import { describe, expect, it, vi } from 'vitest';
import { decodeToken } from './use-session';

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe('decodeToken', () => {
  it('reads id and role from the app token', () => {
    const token = `${b64({ alg: 'HS256' })}.${b64({ id: 7, role: 'MENTOR' })}.sig`;
    expect(decodeToken(token)).toEqual({ id: 7, role: 'MENTOR' });
  });

  it('falls back to id 0 and an empty role when the token cannot be decoded, and logs it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(decodeToken('garbage')).toEqual({ id: 0, role: '' });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('gives id 0 and an empty role without a token', () => {
    expect(decodeToken(null)).toEqual({ id: 0, role: '' });
  });
});
