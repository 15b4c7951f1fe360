import { existsSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config';
import { createFileOnce, readDataJson } from '../../storage/data-files';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * VAPID keys from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, else generated once and kept in
 * DATA_DIR/vapid.json: browsers bind a subscription to the public key, so it must survive restarts.
 */
export function loadVapidKeys(config: Config): VapidKeys {
  let keys = loaded.get(config);
  if (!keys) {
    keys = readOrCreateKeys(config);
    loaded.set(config, keys);
  }
  return keys;
}

const loaded = new WeakMap<Config, VapidKeys>();

function readOrCreateKeys(config: Config): VapidKeys {
  const { publicKey, privateKey, subject } = config.vapid;
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  if (publicKey || privateKey) throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither.');
  const file = path.join(config.dataDir, 'vapid.json');
  // Created once, atomically: processes starting together on one DATA_DIR all read the winner's keys.
  if (!existsSync(file)) createFileOnce(file, JSON.stringify(webpush.generateVAPIDKeys()));
  const saved = readDataJson<{ publicKey: string; privateKey: string }>(file, (v) => {
    const k = v as { publicKey?: unknown; privateKey?: unknown } | null;
    return typeof k?.publicKey === 'string' && typeof k.privateKey === 'string' ? null : 'does not hold VAPID keys';
  });
  return { publicKey: saved.publicKey, privateKey: saved.privateKey, subject };
}
