/** Beside the feed on a wide screen: the participant's selection in a line and the way to it. */
import { Card } from '#web/components/ui/card.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ruFeed } from '#shared/i18n/ru/feed.ts';
import { screeningVacancyQuery } from '#web/api/screening-vacancy.ts';
import { Text, Title } from '#web/components/ui/primitives.tsx';

const t = ruFeed.web;

export function SelectionNote() {
  const screening = useQuery(screeningVacancyQuery);
  if (!screening.isSuccess) return null;
  const vacancy = screening.data.data;
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} fz="md" mb={4}>
        {t.selectionTitle}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {vacancy ? t.selectionAt(vacancy.title) : t.selectionNone}
      </Text>
      <Button
        component={Link}
        to={vacancy ? '/progress' : '/vacancies'}
        variant="light"
        rightSection={<IconArrowRight size={16} />}
      >
        {vacancy ? t.toProgress : t.toVacancies}
      </Button>
    </Card>
  );
}
