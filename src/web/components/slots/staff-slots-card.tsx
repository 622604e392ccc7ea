/**
 * The meeting times a position publishes for its assessment and interviews (decision 031): the
 * booking cut-off, a form to publish a time, and each time with who holds a seat; a time that has not
 * started can be cancelled (its candidates are told and pick another). The recruiter's position page
 * shows it for every meeting stage; the manager's interview times show one per position, for the
 * manager interview alone and without the cut-off (the recruiter's to set).
 */
import { Select } from '#web/components/ui/select.tsx';
import { NumberInput } from '#web/components/ui/number-input.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Anchor } from '#web/components/ui/anchor.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { TextInput } from '#web/components/ui/input.tsx';
import { Group, Stack, Text, Title } from '#web/components/ui/primitives.tsx';
import { useState, type FormEvent } from 'react';
import { notify } from '#web/lib/notify.ts';
import { Link } from 'react-router';
import { useCancelSlot, usePositionSlots, usePublishSlot, useSlotCutoff } from '#web/api/position-slots.ts';
import type { StaffSlot } from '#shared/contracts/meeting-slots.ts';
import { isSlotStage } from '#shared/domain/meeting-slots.ts';
import { formatDateTimeMsk } from '#shared/i18n/dates.ts';
import { ruWebPositionSlots as t } from '#shared/i18n/ru/ui/position-slots.ts';
import { staffStageStatus, stageNameOf } from '#shared/i18n/ru/statuses.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { useNow } from '#web/lib/clock.ts';
import { focusFirstInvalid } from '#web/lib/focus-invalid.ts';
import { useCheckedForm } from '#web/lib/form.ts';
import { ruMeetingSlots } from '#shared/i18n/ru/meeting-slots.ts';
import { DateTimeInput } from '#web/components/ui/date-time-input.tsx';

const when = (iso: string) => `${formatDateTimeMsk(new Date(iso))} ${t.msk}`;

type Props = {
  positionId: number;
  /** The stages times may be published for; the card shows only when one of them takes times. */
  stages: number[];
  /** Where a seat holder's card opens. */
  cardPath: (candidateId: number) => string;
  /** The card's heading and the line under it (the manager's page names the position). */
  title?: string;
  intro?: string;
  /** The booking cut-off is set on the position by a recruiter (a manager is refused it). */
  withCutoff?: boolean;
};

export function SlotsCard({
  positionId,
  stages,
  cardPath,
  title = t.title,
  intro = t.intro,
  withCutoff = true,
}: Props) {
  const meetingStages = stages.filter(isSlotStage);
  const slots = usePositionSlots(positionId);
  if (meetingStages.length === 0) return null;
  return (
    <Card withBorder component="section" aria-label={title}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {intro}
      </Text>
      {slots.isPending && <Skeleton height={120} radius="sm" aria-label={t.loading} />}
      {slots.isError && (
        <Alert color="red" title={t.loadFailed}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(slots.error)}</Text>
            <Button size="xs" variant="light" onClick={() => void slots.refetch()}>
              {t.retry}
            </Button>
          </Stack>
        </Alert>
      )}
      {slots.data && (
        <Stack gap="md">
          {withCutoff && <CutoffForm positionId={positionId} hours={slots.data.cutoff_hours} />}
          <PublishForm positionId={positionId} stages={meetingStages} />
          {slots.data.data.length === 0 ? (
            <Text c="dimmed">{t.empty}</Text>
          ) : (
            <Stack
              component="ul"
              gap="xs"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label={t.listOf(title)}
            >
              {slots.data.data.map((slot) => (
                <SlotRow
                  key={slot.id}
                  slot={slot}
                  positionId={positionId}
                  cardPath={cardPath}
                  showStage={meetingStages.length > 1}
                />
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Card>
  );
}

function CutoffForm({ positionId, hours }: { positionId: number; hours: number }) {
  const save = useSlotCutoff(positionId);
  const [value, setValue] = useState<number | ''>(hours);
  const [error, setError] = useState<string | null>(null);
  return (
    <Group align="flex-end" wrap="wrap" gap="xs">
      <NumberInput
        label={t.cutoff}
        min={0}
        max={336}
        value={value}
        onChange={setValue}
        error={error}
        style={{ flex: '1 1 14rem' }}
      />
      <Button
        variant="light"
        loading={save.isPending}
        onClick={() =>
          save.mutate(Number(value), {
            onSuccess: () => (setError(null), notify({ color: 'green', message: t.cutoffSaved })),
            onError: (e) =>
              setError(e instanceof ApiError ? (e.fieldErrors().hours ?? e.message) : errorMessage(e)),
          })
        }
      >
        {t.saveCutoff}
      </Button>
    </Group>
  );
}

function PublishForm({ positionId, stages }: { positionId: number; stages: number[] }) {
  const publish = usePublishSlot(positionId);
  const form = useCheckedForm(
    { n: String(stages[0]), at: '', place: '', link: '', capacity: 1 as number | '' },
    // The one field the browser would otherwise ask for in its own words.
    (v) => ({ at: v.at ? null : ruMeetingSlots.startsAt }),
  );
  /** The form's refusal handler: the first wrong field takes the focus. */
  const refused = (_errors: unknown, _values: unknown, event?: FormEvent<HTMLFormElement>) =>
    focusFirstInvalid(event?.currentTarget);
  const submit = form.onSubmit((v, event) => {
    const where = event?.currentTarget;
    publish.mutate(
      // The wall time is read as Moscow time (UTC+3, no daylight saving).
      {
        n: Number(v.n) as 4 | 5 | 6,
        starts_at: v.at ? `${v.at}:00+03:00` : '',
        place: v.place,
        link: v.link,
        capacity: Number(v.capacity),
      },
      {
        onSuccess: () => {
          form.setValues({ at: '', place: '', link: '' });
          notify({ color: 'green', message: t.published });
        },
        onError: (e) => {
          if (!(e instanceof ApiError)) return void notify({ color: 'red', message: errorMessage(e) });
          const errors = e.fieldErrors();
          form.setErrors({
            n: errors.n,
            at: errors.starts_at,
            place: errors.place,
            link: errors.link,
            capacity: errors.capacity,
          });
          if (Object.keys(errors).length === 0) notify({ color: 'red', message: e.message });
          else focusFirstInvalid(where);
        },
      },
    );
  }, refused);
  return (
    <form onSubmit={submit} aria-label={t.newSlot} noValidate>
      <Stack gap="xs">
        <Text fw={600}>{t.newSlot}</Text>
        <Group align="flex-start" wrap="wrap" gap="xs">
          {/* One stage (the manager's interview) needs no choice: its name is the card's context. */}
          {stages.length > 1 && (
            <Select
              label={t.stage}
              data={stages.map((n) => ({ value: String(n), label: stageNameOf(n) }))}
              style={{ flex: '1 1 12rem' }}
              {...form.getInputProps('n')}
            />
          )}
          <DateTimeInput
            label={t.startsAt}
            withAsterisk
            // Alone on its line (one stage, no choice) it keeps a date's width rather than the card's.
            style={{ flex: '1 1 12rem', maxWidth: stages.length > 1 ? undefined : '20rem' }}
            {...form.getInputProps('at')}
          />
        </Group>
        <Group align="flex-start" wrap="wrap" gap="xs">
          <TextInput label={t.place} style={{ flex: '2 1 12rem' }} {...form.getInputProps('place')} />
          <TextInput
            label={t.link}
            type="url"
            style={{ flex: '2 1 12rem' }}
            {...form.getInputProps('link')}
          />
          <NumberInput
            label={t.capacity}
            min={1}
            max={500}
            style={{ flex: '1 1 6rem' }}
            {...form.getInputProps('capacity')}
          />
        </Group>
        <Group>
          <Button type="submit" loading={publish.isPending}>
            {t.publish}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SlotRow({
  slot,
  positionId,
  cardPath,
  showStage,
}: {
  slot: StaffSlot;
  positionId: number;
  cardPath: (candidateId: number) => string;
  /** The stage's name beside the time, when the card holds several stages' times. */
  showStage: boolean;
}) {
  const cancel = useCancelSlot(positionId);
  const [confirming, setConfirming] = useState(false);
  const started = new Date(slot.starts_at).getTime() <= useNow(60_000);
  return (
    <Card
      component="li"
      withBorder
      radius="sm"
      p="sm"
      aria-label={`${stageNameOf(slot.n)}, ${when(slot.starts_at)}`}
    >
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600}>
            {when(slot.starts_at)}
            {showStage && ` · ${stageNameOf(slot.n)}`}
          </Text>
          {slot.cancelled_at ? (
            <Badge color="gray">{t.cancelled}</Badge>
          ) : (
            <Badge variant="light">{t.taken(slot.bookings.length, slot.capacity)}</Badge>
          )}
        </Group>
        {slot.place && <Text size="sm">{slot.place}</Text>}
        {slot.link && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {slot.link}
          </Text>
        )}
        {!slot.cancelled_at &&
          (slot.bookings.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t.nobody}
            </Text>
          ) : (
            <Stack component="ul" gap={2} pl="md" m={0}>
              {slot.bookings.map((b) => (
                <li key={b.candidate_id}>
                  <Anchor component={Link} to={cardPath(b.candidate_id)} size="sm">
                    {b.name}
                  </Anchor>{' '}
                  <Text span size="sm" c="dimmed">
                    — {staffStageStatus(b.stage_status)}
                  </Text>
                </li>
              ))}
            </Stack>
          ))}
        {!slot.cancelled_at && !started && !confirming && (
          <Group>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              aria-label={t.cancelOf(when(slot.starts_at))}
              onClick={() => setConfirming(true)}
            >
              {t.cancel}
            </Button>
          </Group>
        )}
        {confirming && (
          <Alert color="orange" role="alertdialog" title={t.cancelConfirm}>
            <Group gap="xs">
              <Button
                size="xs"
                color="red"
                loading={cancel.isPending}
                onClick={() =>
                  cancel.mutate(slot.id, {
                    onSuccess: () => (
                      setConfirming(false),
                      notify({ color: 'green', message: t.cancelledDone })
                    ),
                    onError: (e) => (
                      setConfirming(false),
                      notify({ color: 'red', message: errorMessage(e) })
                    ),
                  })
                }
              >
                {t.confirm}
              </Button>
              <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
                {t.keep}
              </Button>
            </Group>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
