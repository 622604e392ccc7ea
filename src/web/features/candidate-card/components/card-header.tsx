import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Group, Stack, Text, Title } from '#web/components/ui/primitives.tsx';
import { Anchor } from '#web/components/ui/anchor.tsx';
import { IconArrowLeft, IconFileSpreadsheet } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CandidateCard } from '#shared/contracts/candidate-card.ts';
import { ruStaffCandidateCard } from '#shared/i18n/ru/staff-candidate-card.ts';
import { staffApplicationStatus } from '#shared/i18n/ru/statuses.ts';

const t = ruStaffCandidateCard;

export function CardHeader({ card, backTo }: { card: CandidateCard; backTo: string }) {
  const p = card.profile;
  const name = [p.last_name, p.first_name, p.middle_name].filter(Boolean).join(' ');
  return (
    <Stack gap="xs" mb="lg">
      <Anchor component={Link} to={backTo} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} /> {t.back}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} fz={{ base: 24, sm: 32 }}>
            {name}
          </Title>
          <Text c="dimmed">
            {t.vacancy}: {card.vacancy.title}
          </Text>
          <Group gap="xs" mt={4}>
            <Text size="sm">{t.applicationStatus}:</Text>
            <Badge variant="light">{staffApplicationStatus(card.status)}</Badge>
          </Group>
        </div>
        <Button
          component="a"
          href={`/api/dashboard/candidates/${card.id}/export`}
          variant="light"
          leftSection={<IconFileSpreadsheet size={16} />}
        >
          {t.export}
        </Button>
      </Group>
    </Stack>
  );
}
