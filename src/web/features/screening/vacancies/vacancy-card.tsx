import { Badge } from '#web/components/ui/badge.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { IconBriefcase, IconClock, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { VacancyCard as Card_ } from '#shared/contracts/vacancies.ts';
import { vacancyFacts } from '#web/lib/vacancy-facts.ts';
import { Group, Text } from '#web/components/ui/primitives.tsx';

/** One vacancy in the list: the whole card is the link to it. */
export function VacancyCard({ vacancy }: { vacancy: Card_ }) {
  const f = vacancyFacts(vacancy);
  return (
    <Card
      component={Link}
      to={`/vacancies/${vacancy.id}`}
      withBorder
      radius="md"
      padding="md"
      data-testid="vacancy-card"
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <Badge variant="light" mb={6}>
        {f.department}
      </Badge>
      <Text fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
        {vacancy.title}
      </Text>
      <Group gap="md" mt={6} c="dimmed" fz="sm">
        <Group gap={4} wrap="nowrap">
          <IconMapPin size={16} aria-hidden /> {f.city}
        </Group>
        <Group gap={4} wrap="nowrap">
          <IconBriefcase size={16} aria-hidden /> {f.workFormat}
        </Group>
        <Group gap={4} wrap="nowrap">
          <IconClock size={16} aria-hidden /> {f.hours}
        </Group>
      </Group>
      {vacancy.tags.length > 0 && (
        <Group gap={6} mt="sm">
          {vacancy.tags.map((tag) => (
            <Badge key={tag} variant="outline" color="gray" tt="none" size="sm">
              {tag}
            </Badge>
          ))}
        </Group>
      )}
    </Card>
  );
}
