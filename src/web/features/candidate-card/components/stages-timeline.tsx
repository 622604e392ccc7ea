import { Badge } from '#web/components/ui/badge.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Divider } from '#web/components/ui/divider.tsx';
import { Box, Group, Stack, Text, Title } from '#web/components/ui/primitives.tsx';
import { Timeline } from '#web/components/ui/timeline.tsx';
import { Anchor } from '#web/components/ui/anchor.tsx';
import { isOverdue } from '#shared/domain/stage-rules.ts';
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
  current = false,
}: {
  candidateId: number;
  stage: Stage;
  role: 'recruiter' | 'admin' | 'manager';
  current?: boolean;
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
        {stage.deadline_at && (
          <Text size="sm" c={overdue(stage) ? 'red.9' : undefined}>
            {t.deadline(formatMoscow(stage.deadline_at))}
          </Text>
        )}
        <SlotLine slot={stage.slot} />
        {stage.status !== 'skipped' && canChange && (
          <StageStatusControl candidateId={candidateId} stage={stage} />
        )}
        {role !== 'manager' && stage.status !== 'skipped' && (
          <StageRecruiterActions
            candidateId={candidateId}
            n={stage.n}
            canExtend={EXTENDABLE.includes(stage.status)}
            canMove={!current}
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

/** The table's «Просрочен», for one stage of the card. */
const overdue = (stage: Stage) =>
  isOverdue(stage.status, stage.deadline_at ? new Date(stage.deadline_at) : null, new Date());

/** The stage the candidate is at, as the server names it for the card and the table alike. */
const currentStageOf = (card: CandidateCard): Stage | null =>
  card.stages.find((s) => s.n === card.current_stage) ?? null;

/**
 * The current stage at the top of the card: its status, deadline and actions are what a recruiter
 * opens the card for, so they come before the profile (issue 31: they were ~1,500 px down).
 */
export function CurrentStage({
  card,
  role,
}: {
  card: CandidateCard;
  role: 'recruiter' | 'admin' | 'manager';
}) {
  const current = currentStageOf(card);
  if (!current) return null;
  return (
    <section aria-labelledby="current-stage-title">
      <Title order={2} fz="lg" mb="sm" id="current-stage-title">
        {t.currentStage}
      </Title>
      <StageCard candidateId={card.id} stage={current} role={role} current />
    </section>
  );
}

/**
 * Every stage in order. The current one is at the top of the card (CurrentStage), so here it is a
 * line pointing there; stages not started yet or left out are folded, a click away.
 */
export function StagesTimeline({
  card,
  role,
}: {
  card: CandidateCard;
  role: 'recruiter' | 'admin' | 'manager';
}) {
  const current = currentStageOf(card);
  return (
    <section aria-labelledby="stages-title">
      <Title order={2} fz="lg" mb="sm" id="stages-title">
        {t.stages}
      </Title>
      {card.stages.length === 0 ? (
        <Text c="dimmed">{t.stagesNone}</Text>
      ) : (
        <Box mb="lg">
          <Timeline bulletSize={14} lineWidth={2}>
            {card.stages.map((stage) => (
              <Timeline.Item key={stage.n}>
                {stage === current ? (
                  <Group gap="xs" wrap="wrap">
                    <Text fw={600}>{stageNameOf(stage.n)}</Text>
                    <Badge variant="light">{staffStageStatus(stage.status)}</Badge>
                    <Anchor href="#current-stage-title" size="sm">
                      {t.currentStageAbove}
                    </Anchor>
                  </Group>
                ) : stage.status === 'none' || stage.status === 'skipped' ? (
                  <details>
                    <summary>
                      {stageNameOf(stage.n)} — {staffStageStatus(stage.status)}
                    </summary>
                    <StageCard candidateId={card.id} stage={stage} role={role} />
                  </details>
                ) : (
                  <StageCard candidateId={card.id} stage={stage} role={role} />
                )}
              </Timeline.Item>
            ))}
          </Timeline>
        </Box>
      )}
    </section>
  );
}
