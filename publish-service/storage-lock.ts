/**
 * One publish service per storage folder: `<storage>/service.lock`, created with O_EXCL (`wx`), holds the pid of
 * the service that owns the storage. A second service on the same storage refuses to start, rather than resetting
 * the work tree under the running one. A lock whose process is gone (killed, the machine rebooted) is stale: it is
 * taken over. The lock is removed when the service stops.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export interface StorageLock {
  file: string;
  release: () => void;
}

/** Locks taken by this process (a second service in the same process is refused too). */
const held = new Set<string>();

export class StorageInUseError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, under another user.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

interface Holder {
  pid: number;
  host: string;
  since: string;
}

function readHolder(file: string): Holder | undefined {
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof value !== 'object' || value === null) return undefined;
    const pid = 'pid' in value && typeof value.pid === 'number' ? value.pid : undefined;
    const host = 'host' in value && typeof value.host === 'string' ? value.host : '';
    const since = 'since' in value && typeof value.since === 'string' ? value.since : '';
    return pid === undefined ? undefined : { pid, host, since };
  } catch {
    return undefined;
  }
}

export function acquireStorageLock(storageDir: string): StorageLock {
  const file = join(storageDir, 'service.lock');
  if (held.has(file)) throw new StorageInUseError(`the publish storage ${storageDir} is already open in this process: one service per storage folder`);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o644);
      try {
        writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() }));
      } finally {
        closeSync(fd);
      }
      held.add(file);
      let released = false;
      return {
        file,
        release: () => {
          if (released) return;
          released = true;
          held.delete(file);
          if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    }
    const holder = readHolder(file);
    // Another live process on this machine holds it (our own pid, not in `held`, is a lock left by a previous run
    // that had the same pid, as in a restarted container).
    if (holder && holder.host === hostname() && holder.pid !== process.pid && alive(holder.pid)) {
      throw new StorageInUseError(
        `the publish storage ${storageDir} is in use by another publish service (pid ${holder.pid}, since ${holder.since}). Stop that one first, or give this one its own PUBLISH_STORAGE_DIR. (If no such service runs, remove ${file}.)`,
      );
    }
    if (holder && holder.host !== hostname()) {
      throw new StorageInUseError(`the publish storage ${storageDir} is locked by a publish service on ${holder.host} (pid ${holder.pid}, since ${holder.since}). If it no longer runs, remove ${file}.`);
    }
    // Stale (its process is gone) or unreadable (a crash mid-write): taken over.
    rmSync(file, { force: true });
  }
  throw new StorageInUseError(`could not take the lock ${file}: another service keeps taking it`);
}
