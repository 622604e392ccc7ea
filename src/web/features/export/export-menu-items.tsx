/** The «Экспорт» menu's direct downloads: each fetched with progress (use-export-download.ts), not a bare link. */
import { Menu } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useExportDownload } from './use-export-download.ts';

export function ExportMenuItems({ items }: { items: readonly { label: string; href: string }[] }) {
  const download = useExportDownload();
  return items.map((e) => (
    <Menu.Item
      key={e.href}
      leftSection={<IconDownload size={16} />}
      disabled={download.busy === e.href}
      onClick={() => void download.start(e.href, e.label)}
    >
      {e.label}
    </Menu.Item>
  ));
}
