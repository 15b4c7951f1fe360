import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

export class DataDirModeError extends Error {}

/**
 * DATA_DIR holds personal data, secrets and the database (issue 16 finding 2): the folder is 0700 and its files
 * 0600, so no other local account can read or change them. Uploads may be served by a separate web server, so
 * they stay readable (folders 0755, files 0644) but never writable by others. Checked at every start and
 * repaired; a folder the app cannot repair (another owner) stops the start with a message saying what to do.
 */
export function secureDataDir(dir: string): void {
  const fix = (target: string, mode: number) => {
    const st = lstatSync(target);
    if (st.isSymbolicLink() || (st.mode & 0o777) === mode) return;
    try {
      chmodSync(target, mode);
    } catch (err) {
      throw new DataDirModeError(
        `Refusing to start: ${target} has mode ${(st.mode & 0o777).toString(8)} and could not be changed to ` +
          `${mode.toString(8)} (${(err as Error).message}). Run the app as the folder's owner, or run ` +
          `chmod -R go-rwx ${dir}.`,
      );
    }
  };
  const walk = (folder: string, shared: boolean) => {
    fix(folder, shared ? 0o755 : 0o700);
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const target = path.join(folder, entry.name);
      const isUploads = shared || (folder === dir && entry.name === 'uploads');
      if (entry.isDirectory()) walk(target, isUploads);
      else if (entry.isFile()) fix(target, isUploads ? 0o644 : 0o600);
    }
  };
  walk(dir, false);
}
