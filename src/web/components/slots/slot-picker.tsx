import { Skeleton } from '@mantine/core';
import { Alert } from '#web/components/ui/alert.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { formatDateTimeMsk } from '#shared/i18n/dates.ts';
import { ruWebSlots } from '#shared/i18n/ru/ui/slots.ts';
import { meetingSlotsQuery } from '#web/api/meeting-slots.ts';
import type { FormResult } from '#web/lib/form-action.ts';
import { PageForm, PageSubmit, useFormResult } from '#web/components/page-form.tsx';
import { Group, Stack, Text, Title } from '#web/components/ui/primitives.tsx';

const when = (iso: string) => formatDateTimeMsk(new Date(iso));

/**
 * The times a participant may book for their open meeting stage, or move their booking to before
 * the cut-off (decision 031). Renders only when the position publishes times for the stage; the
 * booked time itself, with its calendar file, is the meeting panel's. A form of the page (decision
 * 052): each time's button posts `intent=slot-<id>` (progress/slot-action.ts), before the scripts too;
 * the page comes back with `?slot=booked|moved`, or with the refusal.
 */
export function SlotPicker() {
  const t = ruWebSlots;
  const slots = useQuery(meetingSlotsQuery);
  const [params] = useSearchParams();
  const answer = useFormResult();
  // The page's forms share one answer: only a refused booking is this form's.
  const refused: FormResult = answer.values?.intent?.startsWith('slot-') ? answer : {};
  // The last booking's outcome, until a later one is refused (the address keeps it).
  const outcome = refused.message ? null : params.get('slot');
  const done = outcome === 'booked' ? t.booked : outcome === 'moved' ? t.moved : null;
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
  return (
    <Card withBorder radius="md" p="md" data-testid="slot-picker" id="slot-picker">
      <Stack gap="sm">
        <Title order={3} fz="h5">
          {moving ? t.moveTitle : t.title}
        </Title>
        {done && (
          <Alert color="green" role="status">
            {done}
          </Alert>
        )}
        {/* A refusal names the slot field too (too late to move): the message is said here either way. */}
        {refused.message && (
          <Alert color="red" role="alert">
            {refused.message}
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
          <PageForm>
            {moving && <input type="hidden" name="moving" value="1" />}
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
                    <PageSubmit
                      value={`slot-${slot.id}`}
                      variant={moving ? 'light' : 'filled'}
                      aria-label={moving ? t.moveOn(when(slot.starts_at)) : t.bookOn(when(slot.starts_at))}
                    >
                      {moving ? t.move : t.book}
                    </PageSubmit>
                  </Group>
                </Card>
              ))}
            </Stack>
          </PageForm>
        )}
      </Stack>
    </Card>
  );
}
