/**
 * «Удалить» with a confirmation that says what will happen: a participant's personal data is erased
 * for good (152-FZ) while the records keep the statistics; a staff account is switched off.
 */
import { useState } from 'react';
import { Group, Stack, Text } from '#web/components/ui/primitives.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/dialog.tsx';
import { notify } from '#web/lib/notify.ts';
import { IconTrash } from '@tabler/icons-react';
import type { UserDetail } from '#shared/contracts/admin-users.ts';
import { ruAdminUsers } from '#shared/i18n/ru/admin-users.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useDeleteUser } from '../api/users.ts';

const t = ruAdminUsers.web;

export function DeleteUserButton({ user }: { user: UserDetail }) {
  const [opened, setOpened] = useState(false);
  const remove = useDeleteUser(user.id);
  const participant = user.role === 'participant';
  return (
    <>
      <Button
        color="red.9"
        variant="outline"
        leftSection={<IconTrash size={16} />}
        onClick={() => setOpened(true)}
      >
        {t.delete}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} size={440} title={t.deleteTitle}>
        <Stack>
          <Text>{participant ? t.deleteParticipant(user.name) : t.deleteStaff(user.name)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t.cancel}
            </Button>
            <Button
              color="red.9"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => {
                    setOpened(false);
                    notify({
                      color: 'green',
                      message: participant ? t.deletedParticipantToast : t.deletedStaffToast,
                    });
                  },
                  onError: (e) => {
                    setOpened(false);
                    notify({ color: 'red', message: errorMessage(e) });
                  },
                })
              }
            >
              {t.deleteConfirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
