import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Stack, Text, Title } from '#web/components/ui/primitives.tsx';
import { MultiSelect } from '#web/components/ui/multi-select.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Loader } from '#web/components/ui/loader.tsx';
import { notify } from '#web/lib/notify.ts';
import { ruStaffCandidateCard } from '#shared/i18n/ru/staff-candidate-card.ts';
import { useAvailableManagers } from '../api/managers-available.ts';
import { useSetCandidateManagers } from '../api/managers-set.ts';

const t = ruStaffCandidateCard;

/** The candidate's personal managers (recruiter and admin): the available ones to pick from, the assigned ones chosen. */
export function ManagersSection({ candidateId }: { candidateId: number }) {
  const available = useAvailableManagers(candidateId);
  const save = useSetCandidateManagers(candidateId);
  // null: untouched, so the assigned ones from the server are shown.
  const [edited, setChosen] = useState<string[] | null>(null);
  const chosen = edited ?? (available.data ?? []).filter((m) => m.assigned).map((m) => String(m.id));
  return (
    <Card withBorder component="section" aria-labelledby="managers-title" mb="lg">
      <Title order={2} fz="lg" mb="sm" id="managers-title">
        {t.managers}
      </Title>
      {available.isPending ? (
        <Loader size="sm" aria-label={t.managers} />
      ) : available.isError ? (
        <Alert color="red">{t.loadFailed}</Alert>
      ) : available.data.length === 0 ? (
        <Text c="dimmed">{t.managersNone}</Text>
      ) : (
        <Stack gap="xs">
          <MultiSelect
            label={t.managersLabel}
            data={available.data.map((m) => ({
              value: String(m.id),
              label: m.email ? `${m.name} (${m.email})` : m.name,
            }))}
            value={chosen}
            onChange={setChosen}
          />
          <Button
            variant="light"
            style={{ alignSelf: 'flex-start' }}
            loading={save.isPending}
            onClick={() =>
              save.mutate(chosen.map(Number), {
                onSuccess: () => {
                  setChosen(null);
                  notify({ color: 'green', message: t.saved });
                },
                onError: (e) => notify({ color: 'red', message: e.message }),
              })
            }
          >
            {t.managersSave}
          </Button>
        </Stack>
      )}
    </Card>
  );
}
