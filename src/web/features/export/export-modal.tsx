import { Group, Stack, Text } from '#web/components/ui/primitives.tsx';
import { focusFirstInvalid } from '#web/lib/focus-invalid.ts';
import { Switch } from '#web/components/ui/switch.tsx';
import { Modal } from '#web/components/ui/dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { IconDownload } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState, type FormEvent } from 'react';
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
  const [values, setValues] = useState<Values>(() => ({
    from: monthsBack(1).format(ISO),
    to: dayjs().format(ISO),
    allTime: false,
  }));
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const set = (patch: Partial<Values>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors({});
  };
  const download = (event: FormEvent) => {
    event.preventDefault();
    const { from, to, allTime } = values;
    const found = allTime
      ? {}
      : {
          from: from ? undefined : t.required,
          to: !to ? t.required : from && to < from ? t.order : undefined,
        };
    setErrors(found);
    if (!found.from && !found.to) void onDownload(generalExportUrl(values));
    else focusFirstInvalid(event.currentTarget);
  };
  return (
    <form onSubmit={download} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t.text}
        </Text>
        <Group align="flex-start" wrap="wrap">
          <DateInput
            label={t.from}
            required={!values.allTime}
            disabled={values.allTime}
            flex={1}
            miw={160}
            value={values.from}
            error={errors.from}
            onChange={(from) => set({ from })}
          />
          <DateInput
            label={t.to}
            required={!values.allTime}
            disabled={values.allTime}
            flex={1}
            miw={160}
            value={values.to}
            error={errors.to}
            onChange={(to) => set({ to })}
          />
        </Group>
        <Switch
          label={t.allTime}
          checked={values.allTime}
          onChange={(e) => set({ allTime: e.currentTarget.checked })}
        />
        <Button type="submit" leftSection={<IconDownload size={18} />} loading={busy}>
          {t.download}
        </Button>
      </Stack>
    </form>
  );
}
