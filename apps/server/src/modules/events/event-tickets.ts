import { createHmac, timingSafeEqual } from 'node:crypto';
import { TICKET_SHORT_CODE_LENGTH } from '@campus/shared/schemas/rsvp';
import QRCode from 'qrcode';

/**
 * Event tickets (issue 19): the QR carries `CT1.{eventId}.{userId}.{mac}`, an HMAC-SHA256 by the server over
 * the event and the member, so a forged or altered code fails the check. The 8-character short code (what an
 * organizer types when the camera fails) is a second HMAC, in Crockford base32 (no I, L, O, U to misread).
 */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LONG_CODE = /^CT1\.(\d{1,10})\.(\d{1,10})\.([A-Za-z0-9_-]{43})$/;

export interface TicketKeys {
  key: Buffer;
}

export function ticketKeys(appSecret: string): TicketKeys {
  return { key: createHmac('sha256', appSecret).update('campus-event-ticket-v1').digest() };
}

function mac(keys: TicketKeys, text: string): Buffer {
  return createHmac('sha256', keys.key).update(text).digest();
}

export function shortCode(keys: TicketKeys, eventId: number, userId: number): string {
  const bytes = mac(keys, `short:${eventId}:${userId}`);
  let out = '';
  for (let i = 0; i < TICKET_SHORT_CODE_LENGTH; i++) out += CROCKFORD[bytes[i] % 32];
  return out;
}

export function longCode(keys: TicketKeys, eventId: number, userId: number): string {
  return `CT1.${eventId}.${userId}.${mac(keys, `ticket:${eventId}:${userId}`).toString('base64url')}`;
}

export type ParsedCode =
  | { kind: 'long'; eventId: number; userId: number }
  | { kind: 'short'; code: string }
  | { kind: 'invalid' };

/** Reads what the organizer scanned or typed; a long code is accepted only with a valid signature. */
export function parseTicketCode(keys: TicketKeys, raw: string): ParsedCode {
  const text = raw.trim();
  const long = LONG_CODE.exec(text);
  if (long) {
    const eventId = Number(long[1]);
    const userId = Number(long[2]);
    const expected = mac(keys, `ticket:${eventId}:${userId}`);
    const given = Buffer.from(long[3], 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { kind: 'invalid' };
    return { kind: 'long', eventId, userId };
  }
  // Typed codes forgive case, spaces, dashes and the letters people confuse with digits.
  const typed = text.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  if (typed.length === TICKET_SHORT_CODE_LENGTH && [...typed].every((c) => CROCKFORD.includes(c)))
    return { kind: 'short', code: typed };
  return { kind: 'invalid' };
}

export function qrSvg(code: string): Promise<string> {
  return QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
