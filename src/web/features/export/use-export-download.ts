/**
 * One export download at a time per page, shown as a notification with a spinner and the bytes
 * received (streamed exports have no total), then a «done» or the reason it failed.
 */
import { notify, updateNotice } from '#web/lib/notify.ts';
import { useRef, useState } from 'react';
import { ruApplications } from '#shared/i18n/ru/applications.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { fetchWithProgress, formatBytes, saveBlob } from './download.ts';

const t = ruApplications.exports;

export function useExportDownload() {
  const [busy, setBusy] = useState<string | null>(null);
  const seq = useRef(0);

  const start = async (url: string, label: string): Promise<boolean> => {
    if (busy) return false;
    const id = `export-${++seq.current}`;
    setBusy(url);
    notify({ id, loading: true, title: label, message: t.downloading, timeout: null, closable: false });
    let last = 0;
    try {
      const file = await fetchWithProgress(url, (bytes) => {
        // Redraw at most every 64 KB: a big file arrives in thousands of chunks.
        if (bytes - last < 65_536) return;
        last = bytes;
        updateNotice(id, { message: t.received(formatBytes(bytes)) });
      });
      saveBlob(file.blob, file.name);
      // The same id: the result replaces the progress, and is read out.
      notify({
        id,
        color: 'green',
        title: label,
        message: `${t.done}: ${file.name} (${formatBytes(file.blob.size)})`,
        timeout: 5000,
      });
      return true;
    } catch (e) {
      notify({ id, color: 'red', title: t.failed, message: errorMessage(e), timeout: 8000 });
      return false;
    } finally {
      setBusy(null);
    }
  };

  return { start, busy };
}
