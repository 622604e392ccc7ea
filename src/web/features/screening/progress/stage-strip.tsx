import { UnstyledButton } from '#web/components/ui/unstyled-button.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useState } from 'react';
import { Collapse } from '#web/components/ui/collapse.tsx';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import type { ParticipantStage } from '#shared/contracts/screening.ts';
import { ruJourney } from '#shared/i18n/ru/journey.ts';
import { ruWebProgress } from '#shared/i18n/ru/ui/progress.ts';
import { STAGE_NAMES } from '#shared/i18n/ru/statuses.ts';
import { stageLabel, stageTone } from './stage-tone.ts';
import classes from './stage-strip.module.css';
import { Group, Stack, Text } from '#web/components/ui/primitives.tsx';

/**
 * The stages on a phone: one line «Этап 3 из 8» with a bar of the stages, so the picked stage's panel
 * (what to do, by when) fits the first screen; the full list opens with «Все этапы», and a stage
 * picked there opens its panel. From 992 px up the stepper shows instead (stage-stepper.tsx): below
 * that its eight stages do not fit one row.
 */
export function StageStrip({
  stages,
  picked,
  active,
  onPick,
}: {
  stages: ParticipantStage[];
  picked: number;
  /** The participant's current stage: a stage picked to look at says where they are. */
  active: number;
  onPick: (i: number) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className={classes.strip}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={600}>
          {ruWebProgress.stageOf(picked + 1, stages.length)}
          {picked !== active && ` · ${ruWebProgress.youAreAt(active + 1)}`}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls="progress-stage-list"
          rightSection={open ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
        >
          {open ? ruWebProgress.hideStages : ruWebProgress.allStages}
        </Button>
      </Group>
      <div className={classes.bar} aria-hidden>
        {stages.map((s, i) => (
          <span
            key={s.n}
            className={classes.segment}
            data-tone={stageTone(s.status)}
            data-picked={i === picked || undefined}
          />
        ))}
      </div>
      <Collapse expanded={open}>
        <Stack
          component="ol"
          id="progress-stage-list"
          gap={2}
          mt="sm"
          p={0}
          m={0}
          aria-label={ruJourney.stepperLabel}
          className={classes.list}
        >
          {stages.map((s, i) => (
            <li key={s.n}>
              <UnstyledButton
                className={classes.item}
                data-picked={i === picked || undefined}
                aria-current={i === picked ? 'step' : undefined}
                onClick={() => {
                  onPick(i);
                  setOpen(false);
                }}
              >
                <span className={classes.number} data-tone={stageTone(s.status)}>
                  {i + 1}
                </span>
                <span>
                  <Text span fw={500} display="block">
                    {STAGE_NAMES[s.type]}
                  </Text>
                  <Text span size="sm" c="dimmed">
                    {stageLabel(s)}
                  </Text>
                </span>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      </Collapse>
    </div>
  );
}
