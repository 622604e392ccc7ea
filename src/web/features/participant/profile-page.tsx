import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatPhone } from '#shared/domain/phone.ts';
import { ru } from '#shared/i18n/ru.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { useSession } from '#web/lib/session.ts';

/** /profile: who is signed in; editing and the consent withdrawal come with the profile issue. */
export function ProfilePage() {
  const t = ru.web.profile;
  const { user } = useSession();
  if (!user) return null;
  const rows: [string, string][] = [
    [t.name, [user.last_name, user.first_name, user.middle_name].filter(Boolean).join(' ')],
    [t.email, user.email],
    [t.phone, user.phone ? formatPhone(user.phone) : t.noPhone],
  ];
  return (
    <>
      <PageHeader title={t.title} />
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={2} fz="h4">
            {t.contacts}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {rows.map(([label, value]) => (
              <Stack key={label} gap={2}>
                <Text size="sm" c="dimmed">
                  {label}
                </Text>
                <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {value}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          <Group>
            <Text size="sm" c="dimmed">
              {t.more}
            </Text>
          </Group>
        </Stack>
      </Card>
    </>
  );
}
