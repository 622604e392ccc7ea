/** The eight stage types, each with a checkbox (SCREENING always on), a deadline and its settings. */
import { NumberInput } from '#web/components/ui/number-input.tsx';
import { Group, Stack, Text, Title } from '#web/components/ui/primitives.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Alert } from '#web/components/ui/alert.tsx';

import type { PositionForm } from './form-values.ts';
import { ft } from './form-texts.ts';
import { StageSettingsEditor } from './stage-settings.tsx';
import { stageNameOf } from '#shared/i18n/ru/statuses.ts';

export function PipelineBuilder({ form, locked }: { form: PositionForm; locked: boolean }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {ft.pipeline}
      </Title>
      {locked && <Alert color="blue">{ft.pipelineLocked}</Alert>}
      {typeof form.errors.stages === 'string' && (
        <Text c="red" size="sm">
          {form.errors.stages}
        </Text>
      )}
      {form.values.stages.map((stage, i) => (
        <Card key={stage.n} withBorder padding="sm" data-testid={`stage-${stage.n}`}>
          <Group justify="space-between" wrap="wrap">
            <Checkbox
              label={`${stage.n}. ${stageNameOf(stage.n)}`}
              description={stage.n === 1 ? ft.screeningAlways : undefined}
              disabled={locked || stage.n === 1}
              checked={stage.enabled || stage.n === 1}
              onChange={(e) => form.setFieldValue(`stages.${i}.enabled`, e.currentTarget.checked)}
            />
            {(stage.enabled || stage.n === 1) && (
              <NumberInput
                label={ft.deadlineDays}
                aria-label={`${ft.deadlineDays}: ${stageNameOf(stage.n)}`}
                w={140}
                min={1}
                max={60}
                disabled={locked}
                {...form.getInputProps(`stages.${i}.deadline_days`)}
              />
            )}
          </Group>
          {(stage.enabled || stage.n === 1) && (
            <div style={{ marginTop: 8 }}>
              <StageSettingsEditor form={form} i={i} disabled={locked} />
            </div>
          )}
        </Card>
      ))}
    </Stack>
  );
}
