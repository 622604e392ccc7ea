/**
 * One export download at a time per page, shown as a notification with a spinner and the bytes
 * received (streamed exports have no total), then a «done» or the reason it failed.
 */
import { notifications } from '@mantine/notifications';
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
    notifications.show({
      id,
      loading: true,
      title: label,
      message: t.downloading,
      autoClose: false,
      withCloseButton: false,
    });
    let last = 0;
    try {
      const file = await fetchWithProgress(url, (bytes) => {
        // Redraw at most every 64 KB: a big file arrives in thousands of chunks.
        if (bytes - last < 65_536) return;
        last = bytes;
        notifications.update({
          id,
          loading: true,
          title: label,
          message: t.received(formatBytes(bytes)),
          autoClose: false,
        });
      });
      saveBlob(file.blob, file.name);
      notifications.update({
        id,
        loading: false,
        color: 'green',
        title: label,
        message: `${t.done}: ${file.name} (${formatBytes(file.blob.size)})`,
        autoClose: 5000,
        withCloseButton: true,
      });
      return true;
    } catch (e) {
      notifications.update({
        id,
        loading: false,
        color: 'red',
        title: t.failed,
        message: errorMessage(e),
        autoClose: 8000,
        withCloseButton: true,
      });
      return false;
    } finally {
      setBusy(null);
    }
  };

  return { start, busy };
}
