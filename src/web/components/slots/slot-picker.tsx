import { Skeleton } from '@mantine/core';
import { Alert } from '#web/components/plain/alert.tsx';
import { Card } from '#web/components/plain/card.tsx';
import { Button } from '#web/components/plain/button.tsx';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { OpenSlot } from '#shared/contracts/meeting-slots.ts';
import { formatDateTimeMsk } from '#shared/i18n/dates.ts';
import { ruWebSlots } from '#shared/i18n/ru/ui/slots.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { meetingSlotsQuery, useBookSlot } from '#web/api/meeting-slots.ts';
import { Group, Stack, Text, Title } from '#web/components/plain/plain.tsx';

const when = (iso: string) => formatDateTimeMsk(new Date(iso));

/**
 * The times a participant may book for their open meeting stage, or move their booking to before
 * the cut-off (decision 031). Renders only when the position publishes times for the stage; the
 * booked time itself, with its calendar file, is the meeting panel's.
 */
export function SlotPicker() {
  const t = ruWebSlots;
  const slots = useQuery(meetingSlotsQuery);
  const book = useBookSlot();
  const [done, setDone] = useState<string | null>(null);
  if (slots.isPending) return <Skeleton height={96} radius="md" />;
  if (slots.isError)
    return (
      <Alert color="red" title={t.loadFailed}>
        <Button size="xs" variant="light" onClick={() => void slots.refetch()}>
          {t.retry}
        </Button>
      </Alert>
    );
  const data = slots.data;
  // No times published for the stage, or staff set its time by hand: nothing to pick.
  if (!data || (!data.can_pick && !data.booked)) return null;
  const moving = data.booked !== null;
  const pick = (slot: OpenSlot) => {
    setDone(null);
    book.mutate(slot.id, { onSuccess: () => setDone(moving ? t.moved : t.booked) });
  };
  return (
    <Card withBorder radius="md" p="md" data-testid="slot-picker">
      <Stack gap="sm">
        <Title order={3} fz="h5">
          {moving ? t.moveTitle : t.title}
        </Title>
        {done && (
          <Alert color="green" role="status">
            {done}
          </Alert>
        )}
        {book.isError && (
          <Alert color="red" role="alert">
            {errorMessage(book.error)}
          </Alert>
        )}
        {!done && data.status === 'need_reassign' && !moving && <Alert color="orange">{t.cancelled}</Alert>}
        {data.booked &&
          (data.booked.can_move ? (
            <Text size="sm">{t.movableUntil(when(data.booked.movable_until))}</Text>
          ) : (
            <Text size="sm">{t.notMovable(t.hours(data.cutoff_hours))}</Text>
          ))}
        {!moving && (
          <Text size="sm" c="dimmed">
            {t.cutoff(t.hours(data.cutoff_hours))}
          </Text>
        )}
        {data.can_pick && data.slots.length === 0 && <Text size="sm">{t.none}</Text>}
        {data.can_pick && data.slots.length > 0 && (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.slots.map((slot) => (
              <Card component="li" key={slot.id} withBorder radius="sm" p="sm">
                <Group justify="space-between" align="center" gap="xs">
                  <Stack gap={2} style={{ minWidth: 0, flex: '1 1 12rem' }}>
                    <Text fw={600}>{when(slot.starts_at)} (МСК)</Text>
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {slot.place || t.online}
                    </Text>
                    <Text size="sm">{t.free(slot.free)}</Text>
                  </Stack>
                  <Button
                    variant={moving ? 'light' : 'filled'}
                    aria-label={moving ? t.moveOn(when(slot.starts_at)) : t.bookOn(when(slot.starts_at))}
                    loading={book.isPending && book.variables === slot.id}
                    disabled={book.isPending && book.variables !== slot.id}
                    onClick={() => pick(slot)}
                  >
                    {moving ? t.move : t.book}
                  </Button>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
