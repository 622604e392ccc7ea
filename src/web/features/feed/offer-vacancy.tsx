import { Paper } from '#web/components/ui/card.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { PostVacancy } from '#shared/contracts/posts.ts';
import { DEPARTMENTS } from '#shared/domain/selection-lists.ts';
import { ruFeed } from '#shared/i18n/ru/feed.ts';
import { Group, Stack, Text } from '#web/components/ui/primitives.tsx';

const t = ruFeed.web;

/** An offer's vacancy: its summary, and the link when the vacancy page may open (spec section 4). */
export function OfferVacancy({ vacancy }: { vacancy: PostVacancy }) {
  const department = DEPARTMENTS.find((d) => d.value === vacancy.department)?.label;
  const facts = [department, vacancy.city].filter(Boolean).join(' · ');
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--ui-color-gray-0)">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Text fw={600}>{vacancy.title}</Text>
          {facts && (
            <Text size="sm" c="dimmed">
              {facts}
            </Text>
          )}
        </Stack>
        {vacancy.can_open ? (
          <Button
            component={Link}
            to={`/vacancies/${vacancy.id}`}
            rightSection={<IconArrowRight size={16} />}
            size="sm"
          >
            {t.vacancyLink}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {vacancy.status === 'open' ? t.vacancyBusy : t.vacancyClosed}
          </Text>
        )}
      </Group>
    </Paper>
  );
}
