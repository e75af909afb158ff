import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import type { Config } from '../../config';

/** The server's Web Push identity: the key pair push services know it by, and who to contact about it. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const KEY = /^[A-Za-z0-9_-]+$/;

function readKept(file: string): { publicKey: string; privateKey: string } | undefined {
  try {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof kept.publicKey === 'string' && typeof kept.privateKey === 'string') {
      if (KEY.test(kept.publicKey) && KEY.test(kept.privateKey)) {
        return { publicKey: kept.publicKey, privateKey: kept.privateKey };
      }
    }
  } catch {
    // None kept yet, or unreadable: a new pair is made below.
  }
  return undefined;
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set (several instances share them); otherwise a pair made on
 * first start and kept in DATA_DIR, like the auth secret, so browsers' subscriptions survive a restart
 * (decision 102). The subject is VAPID_SUBJECT, or the sender address of the app's e-mails.
 */
export function resolveVapidKeys(config: Config): VapidKeys {
  const subject = config.VAPID_SUBJECT ?? `mailto:${senderAddress(config.MAIL_FROM)}`;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  const file = path.resolve(config.DATA_DIR, 'vapid-keys.json');
  const kept = readKept(file);
  if (kept) return { ...kept, subject };
  const made = webPush.generateVAPIDKeys();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(made)}\n`, { mode: 0o600 });
  return { ...made, subject };
}

/** "NeuroNest <no-reply@neuronest.local>" gives "no-reply@neuronest.local". */
function senderAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}
