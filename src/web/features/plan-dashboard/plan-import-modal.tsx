/**
 * «Загрузка плана найма»: pick the XLSX made from the template and send it. A refused file lists
 * every bad row by its number in Excel with the reasons; nothing was saved, the chosen file stays
 * picked so it can be sent again after fixing.
 */
import { FileInput } from '#web/components/ui/file-input.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Group, Stack, Text } from '#web/components/ui/primitives.tsx';
import { ScrollArea } from '#web/components/ui/scroll-area.tsx';
import { List, ListItem } from '#web/components/ui/typography.tsx';
import { Modal } from '#web/components/ui/dialog.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Anchor } from '#web/components/ui/anchor.tsx';
import { notify } from '#web/lib/notify.ts';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { rowErrors } from '#shared/contracts/plan-dashboard.ts';
import { ruPlanDashboard } from '#shared/i18n/ru/plan-dashboard.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { MODAL_WIDTH } from '#web/lib/constants.ts';
import { useIsMobile } from '#web/lib/media.ts';
import { TEMPLATE_URL, useImportPlan } from './api.ts';

const t = ruPlanDashboard.web;

export function PlanImportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const mobile = useIsMobile();
  return (
    <Modal opened={opened} onClose={onClose} title={t.importTitle} size={MODAL_WIDTH.lg} fullScreen={mobile}>
      {opened && <PlanImportForm onDone={onClose} />}
    </Modal>
  );
}

function PlanImportForm({ onDone }: { onDone: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const upload = useImportPlan();
  const error = upload.error;
  const rows = error instanceof ApiError ? rowErrors(error.errors) : [];
  const fileError = error instanceof ApiError ? error.errors.file?.[0] : undefined;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!file) {
      setMissing(true);
      return;
    }
    upload.mutate(file, {
      onSuccess: (res) => {
        notify({ color: 'green', title: t.importDone, message: res.message });
        onDone();
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t.importText}</Text>
        <Anchor href={TEMPLATE_URL} download size="sm">
          <Group gap={6} component="span">
            <IconDownload size={16} aria-hidden />
            {t.template}
          </Group>
        </Anchor>
        <FileInput
          label={t.importFile}
          placeholder={t.importPlaceholder}
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
          value={file}
          onChange={(f) => {
            setFile(f);
            setMissing(false);
            upload.reset();
          }}
          required
          withAsterisk
          clearable
          error={missing ? ruPlanDashboard.plan.fileRequired : fileError}
        />
        {error && !fileError && (
          <Alert color="red" title={rows.length ? t.importErrors : undefined} role="alert">
            <Text size="sm">{errorMessage(error)}</Text>
            {rows.length > 0 && (
              <ScrollArea maxHeight={260} mt="xs" aria-label={t.importErrors}>
                <List size="sm" spacing={4} aria-label={t.importErrors}>
                  {rows.map((r) => (
                    <ListItem key={r.row}>
                      <Text span fw={600} size="sm">
                        {t.importRow(r.row)}:
                      </Text>{' '}
                      {r.reasons.join('; ')}
                    </ListItem>
                  ))}
                </List>
              </ScrollArea>
            )}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t.importCancel}
          </Button>
          <Button type="submit" loading={upload.isPending}>
            {t.importSubmit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
