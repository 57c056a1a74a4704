import fs from 'node:fs';

/**
 * Everything the server keeps on disk is its own: the database, the outbox (codes in clear),
 * the password keys and uploaded files. Folders it makes are 0700 and files 0600, whatever the
 * umask; data left readable by others by an earlier version is narrowed when it is opened.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

const ignorable = (err: unknown) => {
  const code = (err as NodeJS.ErrnoException).code;
  // Missing: nothing to narrow. Not ours (a mount point, a file an operator owns): left as it is.
  return code === 'ENOENT' || code === 'EPERM';
};

/** Takes group and other permissions off a file or folder, when it exists and is ours. */
export const narrowToOwner = (target: string) => {
  try {
    const { mode } = fs.statSync(target);
    if ((mode & 0o077) !== 0) fs.chmodSync(target, mode & 0o700);
  } catch (err) {
    if (!ignorable(err)) throw err;
  }
};

/** Makes a folder and its missing parents 0700, and narrows it if it was there already. */
export const makePrivateDir = (dir: string) => {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  narrowToOwner(dir);
};

/** Creates an empty 0600 file unless it exists, then narrows it (so a library opening it keeps the mode). */
export const makePrivateFile = (file: string) => {
  fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE_MODE));
  narrowToOwner(file);
};
