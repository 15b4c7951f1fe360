import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config';

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
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { ...saved, subject };
  }
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(config.dataDir, { recursive: true });
  try {
    // 'wx': when several processes start together on one DATA_DIR, the first writer wins and the others read its keys.
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return readOrCreateKeys(config);
  }
  return { ...keys, subject };
}
