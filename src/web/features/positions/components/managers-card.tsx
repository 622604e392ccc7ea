/** A position's managers: the list, add one from those available, remove one. */
import { Select } from '#web/components/ui/select.tsx';
import { ActionIcon } from '#web/components/ui/action-icon.tsx';
import { Group, Stack, Text, Title } from '#web/components/ui/primitives.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { notify } from '#web/lib/notify.ts';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '#web/lib/api-client.ts';
import { useAvailableManagers } from '../api/available-managers.ts';
import { useAddPositionManager } from '../api/position-manager-add.ts';
import { useRemovePositionManager } from '../api/position-manager-remove.ts';
import { usePositionManagers } from '../api/position-managers.ts';
import { pt } from '../texts.ts';
import { EmailText } from '#web/components/contact-text.tsx';

export function ManagersCard({ positionId }: { positionId: number }) {
  const managers = usePositionManagers(positionId);
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const available = useAvailableManagers(positionId, picking);
  const add = useAddPositionManager();
  const remove = useRemovePositionManager();
  const fail = (e: unknown) => notify({ message: errorMessage(e), color: 'red' });

  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        {pt.managers}
      </Title>
      <Stack gap="xs">
        {managers.isPending && <Text c="dimmed">…</Text>}
        {managers.isError && <Text c="red">{errorMessage(managers.error)}</Text>}
        {managers.data?.data.length === 0 && <Text c="dimmed">{pt.noManagers}</Text>}
        {managers.data?.data.map((m) => (
          <Group key={m.id} justify="space-between" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Text style={{ overflowWrap: 'anywhere' }}>
                {m.name}{' '}
                {!m.active && (
                  <Text span c="dimmed">
                    ({pt.inactive})
                  </Text>
                )}
              </Text>
              {m.email && (
                <Text size="xs" c="dimmed">
                  <EmailText email={m.email} />
                </Text>
              )}
            </div>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={pt.removeManager(m.name)}
              onClick={() => remove.mutate({ id: positionId, userId: m.id }, { onError: fail })}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        {picking ? (
          <Group align="flex-end" wrap="wrap">
            <Select
              label={pt.pickManager}
              searchable
              style={{ flex: 1, minWidth: 180 }}
              data={
                available.data?.data.map((m) => ({
                  value: String(m.id),
                  label: m.email ? `${m.name} (${m.email})` : m.name,
                })) ?? []
              }
              value={picked}
              onChange={setPicked}
            />
            <Button
              disabled={!picked}
              loading={add.isPending}
              onClick={() =>
                add.mutate(
                  { id: positionId, userId: Number(picked) },
                  { onSuccess: () => (setPicked(null), setPicking(false)), onError: fail },
                )
              }
            >
              {pt.addManager}
            </Button>
          </Group>
        ) : (
          <Button variant="light" onClick={() => setPicking(true)}>
            {pt.addManager}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
