import { Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { Button } from '#web/components/ui/button.tsx';
import { useForm } from '@mantine/form';
import { IconDownload } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { ruWebExport } from '#shared/i18n/ru/ui/export.ts';
import { MODAL_WIDTH } from '#web/lib/constants.ts';
import { useIsMobile } from '#web/lib/media.ts';
import { useExportDownload } from './use-export-download.ts';
import { monthsBack } from '#web/lib/months-back.ts';
import { DateInput } from '#web/components/ui/date-input.tsx';

type Values = { from: string | null; to: string | null; allTime: boolean };

const ISO = 'YYYY-MM-DD';

/** `/api/dashboard/export?date_from=DD.MM.YYYY&date_to=DD.MM.YYYY&all_time=0|1`. */
export function generalExportUrl(v: Values): string {
  const fmt = (d: string | null) => (d ? dayjs(d).format('DD.MM.YYYY') : '');
  const params = new URLSearchParams({
    date_from: fmt(v.from),
    date_to: fmt(v.to),
    all_time: v.allTime ? '1' : '0',
  });
  return `/api/dashboard/export?${params.toString()}`;
}

/**
 * «Общий экспорт»: a date range (one month back to today by default) or all time. The modal stays
 * open while the file downloads (progress in a notification) and closes when it is saved; on an
 * error the dates chosen stay.
 */
export function ExportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const mobile = useIsMobile();
  const t = ruWebExport;
  const download = useExportDownload();
  const start = async (url: string) => {
    if (await download.start(url, t.title)) onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t.title} size={MODAL_WIDTH.md} fullScreen={mobile}>
      {opened && <ExportForm onDownload={start} busy={download.busy !== null} />}
    </Modal>
  );
}

function ExportForm({ onDownload, busy }: { onDownload: (url: string) => Promise<void>; busy: boolean }) {
  const t = ruWebExport;
  const form = useForm<Values>({
    initialValues: {
      from: monthsBack(1).format(ISO),
      to: dayjs().format(ISO),
      allTime: false,
    },
    validate: {
      from: (v, all) => (all.allTime || v ? null : t.required),
      to: (v, all) =>
        all.allTime || !v ? (all.allTime ? null : t.required) : all.from && v < all.from ? t.order : null,
    },
  });
  const download = form.onSubmit((values) => void onDownload(generalExportUrl(values)));
  return (
    <form onSubmit={download} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t.text}
        </Text>
        <Group grow align="flex-start" wrap="wrap" preventGrowOverflow={false}>
          <DateInput
            label={t.from}
            disabled={form.values.allTime}
            miw={160}
            {...form.getInputProps('from')}
          />
          <DateInput label={t.to} disabled={form.values.allTime} miw={160} {...form.getInputProps('to')} />
        </Group>
        <Switch label={t.allTime} {...form.getInputProps('allTime', { type: 'checkbox' })} />
        <Button type="submit" leftSection={<IconDownload size={18} />} loading={busy}>
          {t.download}
        </Button>
      </Stack>
    </form>
  );
}
