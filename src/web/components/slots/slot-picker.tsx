import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router';
import { formatDateTimeMsk, formatDayWithWeekday } from '#shared/i18n/dates.ts';
import { ruWebSlots } from '#shared/i18n/ru/ui/slots.ts';
import { meetingSlotsQuery } from '#web/api/meeting-slots.ts';
import type { FormResult } from '#web/lib/form-action.ts';
import { PageForm, PageSubmit, useFormResult } from '#web/components/page-form.tsx';
import { Group, Stack, Text, Title } from '#web/components/ui/primitives.tsx';
import { Anchor } from '#web/components/ui/anchor.tsx';
import { SlotConfirm } from './slot-confirm.tsx';

const when = (iso: string) => formatDateTimeMsk(new Date(iso));

/** The search parameter of the confirmation: a slot's id, or `cancel`. */
const PICK = 'slot-pick';

const DONE: Record<string, string> = {
  booked: ruWebSlots.booked,
  moved: ruWebSlots.moved,
  cancelled: ruWebSlots.cancelledDone,
};

/**
 * The times a participant may book for their open meeting stage, or move their booking to before
 * the cut-off (decision 031), «Не смогу прийти» for a booking and «Нет подходящего времени» when no
 * time suits (decision 067). Renders only when the position publishes times for the stage; the
 * booked time itself, with its calendar file, is the meeting panel's. Forms of the page (decision
 * 052): a time's button and «Не смогу прийти» open one confirmation (`?slot-pick=<id>|cancel`,
 * slot-confirm.tsx) whose button posts `intent=slot-<id>|slot-cancel` (slot-action.ts), before the
 * scripts too; the page comes back with `?slot=booked|moved|cancelled|no-time`, or with the refusal.
 */
export function SlotPicker() {
  const t = ruWebSlots;
  const slots = useQuery(meetingSlotsQuery);
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const answer = useFormResult();
  // The page's forms share one answer: only a refused slot form is this one's.
  const refused: FormResult = answer.values?.intent?.startsWith('slot-') ? answer : {};
  // The last form's outcome, until a later one is refused (the address keeps it).
  const outcome = refused.message ? null : params.get('slot');
  const done = outcome ? DONE[outcome] : undefined;
  /** This page's address with the confirmation `pick` asked (or none), the last outcome left out. */
  const withPick = (pick: string | null) => {
    const next = new URLSearchParams(params);
    next.delete('slot');
    if (pick) next.set(PICK, pick);
    else next.delete(PICK);
    const query = next.toString();
    return `${pathname}${query ? `?${query}` : ''}#slot-picker`;
  };
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
  const pick = done ? null : params.get(PICK);
  const picked = data.can_pick ? data.slots.find((s) => String(s.id) === pick) : undefined;
  const cancelling = pick === 'cancel' && data.booked?.can_move === true;
  const back = withPick(null);
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
        {!done && data.status === 'need_reassign' && !moving && (
          <Alert color="orange">{data.cancelled_by_you ? t.cancelledByYou : t.cancelled}</Alert>
        )}
        {data.booked &&
          (data.booked.can_move ? (
            <Group justify="space-between" align="center" gap="xs">
              <Text size="sm" style={{ flex: '1 1 14rem' }}>
                {t.movableUntil(when(data.booked.movable_until))}
              </Text>
              {!cancelling && (
                <Button component={Link} to={withPick('cancel')} variant="subtle" color="red" size="sm">
                  {t.cantCome}
                </Button>
              )}
            </Group>
          ) : (
            <Stack gap={4}>
              <Text size="sm">{t.notMovable(t.hours(data.cutoff_hours))}</Text>
              <Text size="sm">
                {t.lateChat}{' '}
                <Anchor component={Link} to="/notifications#chat">
                  {t.toChat}
                </Anchor>
              </Text>
            </Stack>
          ))}
        {cancelling && data.booked && (
          <SlotConfirm
            title={t.cantComeTitle}
            text={t.cantComeText(when(data.booked.starts_at))}
            intent="slot-cancel"
            confirm={t.cantComeConfirm}
            back={back}
            danger
          />
        )}
        {!moving && (
          <Text size="sm" c="dimmed">
            {t.cutoff(t.hours(data.cutoff_hours))}
          </Text>
        )}
        {picked && (
          <SlotConfirm
            title={moving ? t.confirmMoveTitle : t.confirmBookTitle}
            text={t.whenWhere(when(picked.starts_at), picked.place || picked.link || t.online)}
            intent={`slot-${picked.id}`}
            confirm={moving ? t.confirmMove : t.confirmBook}
            back={back}
            moving={moving}
          />
        )}
        {data.can_pick && data.slots.length === 0 && <Text size="sm">{t.none}</Text>}
        {data.can_pick && data.slots.length > 0 && !picked && (
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
                    component={Link}
                    to={withPick(String(slot.id))}
                    variant={moving ? 'light' : 'filled'}
                    aria-label={moving ? t.moveOn(when(slot.starts_at)) : t.bookOn(when(slot.starts_at))}
                  >
                    {moving ? t.move : t.book}
                  </Button>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
        {data.can_pick && !moving && <NoTimeSuits sentBy={data.no_time?.answer_by ?? null} />}
      </Stack>
    </Card>
  );
}

/** «Нет подходящего времени»: one press tells the recruiter; once told, it says so and by when they answer. */
function NoTimeSuits({ sentBy }: { sentBy: string | null }) {
  const t = ruWebSlots;
  if (sentBy)
    return (
      <Alert color="blue" data-testid="no-time-sent">
        {t.noTimeSent(formatDayWithWeekday(sentBy))}
      </Alert>
    );
  return (
    <PageForm>
      <Group justify="space-between" align="center" gap="xs">
        <Text size="sm" c="dimmed" style={{ flex: '1 1 14rem' }}>
          {t.noTimeHint}
        </Text>
        <PageSubmit value="slot-no-time" variant="default">
          {t.noTime}
        </PageSubmit>
      </Group>
    </PageForm>
  );
}
