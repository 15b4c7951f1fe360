import { describe, expect, it } from 'vitest';
import { GONE_CLIENT_KEY, rateLimitKey } from './rate-limit-key';

describe('the per-IP rate limit key', () => {
  it('is the client address, IPv4-mapped IPv6 read as IPv4 and IPv6 grouped by its /64 network', () => {
    expect(rateLimitKey({ ip: '10.0.0.7' })).toBe('10.0.0.7');
    expect(rateLimitKey({ ip: '::ffff:10.0.0.7' })).toBe('10.0.0.7');
    expect(rateLimitKey({ ip: '2001:db8:abcd:12::1' })).toBe(rateLimitKey({ ip: '2001:db8:abcd:12:ffff::99' }));
    expect(rateLimitKey({ ip: '2001:db8:abcd:12::1' })).not.toBe(rateLimitKey({ ip: '2001:db8:abcd:13::1' }));
  });

  it('does not throw for a request whose socket has closed (no address): those share one bucket', () => {
    expect(rateLimitKey({ ip: undefined })).toBe(GONE_CLIENT_KEY);
  });
});
