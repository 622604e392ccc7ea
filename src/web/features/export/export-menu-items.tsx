/** The «Экспорт» menu's direct downloads: each fetched with progress (use-export-download.ts), not a bare link. */
import { MenuItem } from '#web/components/ui/menu.tsx';
import { IconDownload } from '@tabler/icons-react';
import { useExportDownload } from './use-export-download.ts';

export function ExportMenuItems({ items }: { items: readonly { label: string; href: string }[] }) {
  const download = useExportDownload();
  return items.map((e) => (
    <MenuItem
      key={e.href}
      icon={<IconDownload size={16} />}
      disabled={download.busy === e.href}
      onAction={() => void download.start(e.href, e.label)}
    >
      {e.label}
    </MenuItem>
  ));
}
