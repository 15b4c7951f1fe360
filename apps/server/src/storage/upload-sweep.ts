import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { STORED_UPLOAD_NAME, THUMBNAIL_WIDTHS } from '@campus/shared/thumbnails';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { IMAGE_COLUMNS } from './image-columns';

/** A day: a form that uploaded a picture and has not been saved yet keeps it that long. */
export const UPLOAD_GRACE_MS = 24 * 3_600_000;
const NAME_IN_TEXT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp/g;

/** Every stored upload name that some row of some registered image column mentions. */
async function referencedNames(db: Db): Promise<Set<string>> {
  const names = new Set<string>();
  for (const column of IMAGE_COLUMNS) {
    const rows = await db
      .select({ v: sql<string>`${column}::text` })
      .from(column.table)
      .where(sql`${column}::text like '%.webp%'`);
    for (const { v } of rows) for (const name of v.match(NAME_IN_TEXT) ?? []) names.add(name);
  }
  return names;
}

/**
 * Deletes local uploads (and their thumbnails) that no row references and that are older than the grace
 * period: pictures uploaded by a form never saved, or replaced since (issue 16 finding 3).
 */
export async function sweepUploads(
  db: Db,
  localDir: string,
  options: { graceMs?: number; now?: number } = {},
): Promise<string[]> {
  const grace = options.graceMs ?? UPLOAD_GRACE_MS;
  const now = options.now ?? Date.now();
  let entries: string[];
  try {
    entries = (await readdir(localDir)).filter((n) => STORED_UPLOAD_NAME.test(n));
  } catch {
    return [];
  }
  const old: string[] = [];
  for (const name of entries) {
    const st = await stat(path.join(localDir, name)).catch(() => null);
    if (st && now - st.mtimeMs >= grace) old.push(name);
  }
  if (!old.length) return [];
  const used = await referencedNames(db);
  const deleted = old.filter((n) => !used.has(n));
  for (const name of deleted) {
    await rm(path.join(localDir, name), { force: true });
    for (const w of THUMBNAIL_WIDTHS) await rm(path.join(localDir, 'thumbs', String(w), name), { force: true });
  }
  return deleted;
}
