import { Badge, Card, Divider, Group, Stack, Text, Timeline, Title } from '@mantine/core';
import type { CandidateCard } from '#shared/contracts/candidate-card.ts';
import { ruStaffCandidateCard } from '#shared/i18n/ru/staff-candidate-card.ts';
import { formatMoscow } from '#shared/i18n/dates.ts';
import { CommentForm } from './comment-form.tsx';
import { StageRecruiterActions } from './stage-recruiter-actions.tsx';
import { StageStatusControl } from './stage-status-control.tsx';
import { stageNameOf, staffStageStatus } from '#shared/i18n/ru/statuses.ts';

const t = ruStaffCandidateCard;
/** The one stage a manager may change (the server enforces it too). */
export const MANAGER_STAGE = 6;
const EXTENDABLE = ['awaiting', 'expired', 'expired_awaiting'];

type Stage = CandidateCard['stages'][number];

function SlotLine({ slot }: { slot: Stage['slot'] }) {
  if (!slot || typeof slot.at !== 'string') return null;
  const where = [slot.place, slot.link]
    .filter((x): x is string => typeof x === 'string' && x !== '')
    .join(', ');
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {t.slot(formatMoscow(slot.at))}
      {where ? ` — ${where}` : ''}
    </Text>
  );
}

function StageCard({
  candidateId,
  stage,
  role,
}: {
  candidateId: number;
  stage: Stage;
  role: 'recruiter' | 'admin' | 'manager';
}) {
  const name = stageNameOf(stage.n);
  const canChange = role !== 'manager' || stage.n === MANAGER_STAGE;
  return (
    <Card withBorder component="section" aria-label={name} p="sm">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} fz="md">
            {name}
          </Title>
          <Badge variant="light">{staffStageStatus(stage.status)}</Badge>
        </Group>
        {stage.deadline_at && <Text size="sm">{t.deadline(formatMoscow(stage.deadline_at))}</Text>}
        <SlotLine slot={stage.slot} />
        {stage.status !== 'skipped' && canChange && (
          <StageStatusControl candidateId={candidateId} stage={stage} />
        )}
        {role !== 'manager' && stage.status !== 'skipped' && (
          <StageRecruiterActions
            candidateId={candidateId}
            n={stage.n}
            canExtend={EXTENDABLE.includes(stage.status)}
          />
        )}
        <Divider label={t.comments} labelPosition="left" />
        {stage.comments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t.commentsNone}
          </Text>
        ) : (
          stage.comments.map((c) => (
            <div key={c.id}>
              <Text size="xs" c="dimmed">
                {c.author?.name ?? t.historySystem}, {formatMoscow(c.created_at)}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {c.text}
              </Text>
            </div>
          ))
        )}
        <CommentForm candidateId={candidateId} n={stage.n} />
      </Stack>
    </Card>
  );
}

/** The stages as a timeline, each with its status, deadline, slot, comments and allowed actions. */
export function StagesTimeline({
  card,
  role,
}: {
  card: CandidateCard;
  role: 'recruiter' | 'admin' | 'manager';
}) {
  return (
    <section aria-labelledby="stages-title">
      <Title order={2} fz="lg" mb="sm" id="stages-title">
        {t.stages}
      </Title>
      {card.stages.length === 0 ? (
        <Text c="dimmed">{t.stagesNone}</Text>
      ) : (
        <Timeline bulletSize={14} lineWidth={2} mb="lg">
          {card.stages.map((stage) => (
            <Timeline.Item
              key={stage.n}
              color={stage.status === 'success' ? 'green' : stage.status === 'none' ? 'gray' : 'blue'}
            >
              <StageCard candidateId={card.id} stage={stage} role={role} />
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </section>
  );
}
