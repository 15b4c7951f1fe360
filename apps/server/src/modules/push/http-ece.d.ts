/** Types for `http_ece` (RFC 8188 encrypted content encoding), used by the push tests to decrypt real pushes. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export interface EceParams {
    version?: 'aes128gcm' | 'aesgcm' | 'aesgcm128';
    privateKey?: ECDH;
    authSecret?: Buffer | string;
    dh?: Buffer | string;
    key?: Buffer | string;
    salt?: Buffer | string;
    rs?: number;
    keyid?: Buffer | string;
  }

  const ece: {
    decrypt(buffer: Buffer, params: EceParams): Buffer;
    encrypt(buffer: Buffer, params: EceParams): Buffer;
  };
  export default ece;
}
