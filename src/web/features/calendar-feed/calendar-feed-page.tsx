/**
 * A staff member's calendar feed (`/{admin|recruiter|manager}/calendar`, decision 070): the secret
 * address of their meetings of the coming 60 days, to add to a calendar by URL, and a button that
 * makes a new one (the old one stops working at once: for an address that leaked).
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { IconCalendarShare } from '@tabler/icons-react';
import { ruWebCalendarFeed as t } from '#shared/i18n/ru/ui/calendar-feed.ts';
import { calendarFeedQuery, useRenewCalendarFeed } from '#web/api/calendar-feed.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { TextInput } from '#web/components/ui/input.tsx';
import { Loader } from '#web/components/ui/loader.tsx';
import { Group, Stack, Text } from '#web/components/ui/primitives.tsx';
import { errorMessage } from '#web/lib/api-client.ts';

export function CalendarFeedPage() {
  const feed = useQuery(calendarFeedQuery);
  const renew = useRenewCalendarFeed();
  const url = feed.data?.url ?? null;
  // Whether the last click replaced an address (then the old one is dead) or made the first.
  const [replaced, setReplaced] = useState(false);

  let body;
  if (feed.isPending) body = <Loader aria-label={t.loading} />;
  else if (feed.isError)
    body = (
      <Alert color="red" title={t.loadFailed}>
        <Group justify="space-between">
          <Text size="sm">{errorMessage(feed.error)}</Text>
          <Button variant="light" size="xs" onClick={() => void feed.refetch()}>
            {t.retry}
          </Button>
        </Group>
      </Alert>
    );
  else
    body = (
      <Stack gap="sm">
        {url ? (
          <TextInput
            label={t.address}
            description={t.addressHint}
            value={url}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
          />
        ) : (
          <Text>{t.none}</Text>
        )}
        <div>
          <Button
            variant={url ? 'light' : 'filled'}
            leftSection={<IconCalendarShare size={18} />}
            loading={renew.isPending}
            onClick={() => {
              setReplaced(url !== null);
              renew.mutate();
            }}
          >
            {url ? t.renew : t.create}
          </Button>
        </div>
        {renew.isSuccess && (
          <Text role="status" size="sm">
            {replaced ? t.renewed : t.created}
          </Text>
        )}
        {renew.isError && (
          <Text role="alert" size="sm" c="red">
            {errorMessage(renew.error)}
          </Text>
        )}
      </Stack>
    );

  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <Card withBorder radius="md" p="md" maw={720}>
        {body}
      </Card>
    </>
  );
}
