/**
 * PGlite takes no lock on its folder, and two processes on one folder silently diverge. The server
 * takes this lock file itself and refuses to start a second time.
 */
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock or throws DataDirLockedError; returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) {
        throw new DataDirLockedError(
          `Папка данных ${dataDir} уже используется другим сервером (PID ${pid}). ` +
            'Остановите его или укажите другую папку через DATA_DIR.',
        );
      }
      // The process that held it is gone (killed): the lock is stale.
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Не удалось занять папку данных ${dataDir}`);
}
