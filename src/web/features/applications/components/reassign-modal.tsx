/** Moving one application to another open position, with what will happen said first. */
import { Button } from '#web/components/ui/button.tsx';
import { Group, Stack, Text } from '#web/components/ui/primitives.tsx';
import { Modal } from '#web/components/ui/dialog.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { notify } from '#web/lib/notify.ts';
import { useState } from 'react';
import type { ApplicationRow } from '#shared/contracts/applications.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { MODAL_WIDTH } from '#web/lib/constants.ts';
import { useIsMobile } from '#web/lib/media.ts';
import { useReassignApplication } from '../api/applications-mutations.ts';
import { useVacancyOptions } from '../api/vacancy-options.ts';
import { at } from '../texts.ts';

export function ReassignModal({ row, onClose }: { row: ApplicationRow | null; onClose: () => void }) {
  const mobile = useIsMobile();
  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      title={at.reassignTitle}
      size={MODAL_WIDTH.md}
      fullScreen={mobile}
    >
      {row && <ReassignForm row={row} onClose={onClose} />}
    </Modal>
  );
}

function ReassignForm({ row, onClose }: { row: ApplicationRow; onClose: () => void }) {
  const options = useVacancyOptions('open');
  const [target, setTarget] = useState<string | null>(null);
  const reassign = useReassignApplication();
  const fieldError = reassign.error instanceof ApiError ? reassign.error.fieldErrors().vacancy_id : undefined;

  const submit = () => {
    if (!target) return;
    reassign.mutate(
      { id: row.id, vacancyId: Number(target) },
      {
        onSuccess: () => {
          notify({ color: 'green', message: at.reassignDone });
          onClose();
        },
      },
    );
  };

  return (
    <Stack>
      <Text size="sm">{at.reassignText(row.user.name, row.vacancy.title)}</Text>
      <Select
        label={at.targetVacancy}
        placeholder={at.targetPlaceholder}
        data={(options.data ?? []).filter((o) => o.value !== String(row.vacancy.id))}
        value={target}
        onChange={setTarget}
        searchable
        error={fieldError}
        data-autofocus
      />
      {reassign.isError && !fieldError && <Alert color="red">{errorMessage(reassign.error)}</Alert>}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {at.cancel}
        </Button>
        <Button onClick={submit} disabled={!target} loading={reassign.isPending}>
          {at.reassignConfirm}
        </Button>
      </Group>
    </Stack>
  );
}
