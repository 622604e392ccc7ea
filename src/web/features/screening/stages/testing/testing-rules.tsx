import { List, ListItem } from '#web/components/ui/typography.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useState } from 'react';
import { IconPlayerPlay } from '@tabler/icons-react';
import type { TestingState } from '#shared/contracts/testing.ts';
import { Confirm } from '#web/components/confirm.tsx';
import { ruTesting } from '#shared/i18n/ru/testing.ts';
import { formatMoscow } from '#shared/i18n/dates.ts';
import { useTestingStart } from '../../api/testing-start.ts';
import { Stack, Text, Title } from '#web/components/ui/primitives.tsx';

const t = ruTesting;

/** Before the start: what the test is, and «Начать тест» behind a confirmation. */
export function TestingRules({ state, deadline }: { state: TestingState; deadline: string | null }) {
  const start = useTestingStart();
  const [confirming, setConfirming] = useState(false);

  return (
    <Stack gap="sm" data-testid="testing-rules">
      <Title order={3} fz="h5">
        {t.rulesTitle}
      </Title>
      <List spacing={4} size="sm">
        <ListItem>{t.rules(state.question_count, state.time_limit_minutes)}</ListItem>
        <ListItem>{state.pass_mark !== null ? t.passMark(state.pass_mark) : t.noPassMark}</ListItem>
        {deadline && <ListItem>{t.deadline(formatMoscow(deadline))}</ListItem>}
      </List>
      {start.isError && (
        <Alert color="red" role="alert">
          {start.error.message}
        </Alert>
      )}
      <div>
        <Button
          leftSection={<IconPlayerPlay size={18} />}
          onClick={() => setConfirming(true)}
          loading={start.isPending}
          fullWidth={false}
        >
          {t.start}
        </Button>
      </div>
      <Confirm
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t.startConfirmTitle}
        confirmLabel={t.start}
        cancelLabel={t.cancel}
        onConfirm={() => start.mutate()}
      >
        <Text size="sm">{t.startConfirmText(state.time_limit_minutes)}</Text>
      </Confirm>
    </Stack>
  );
}
