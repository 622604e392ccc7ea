import { Link, useSearchParams } from 'react-router';
import { IconDownload } from '@tabler/icons-react';
import type { ParticipantStage } from '#shared/contracts/screening.ts';
import { ruJourney } from '#shared/i18n/ru/journey.ts';
import { ruStageDetails } from '#shared/i18n/ru/stage-details.ts';
import { FormMessage, PageForm, PageSubmit, useFormResult } from '#web/components/page-form.tsx';
import { Anchor } from '#web/components/ui/anchor.tsx';
import { Textarea } from '#web/components/ui/input.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Group, Stack, Text, Title } from '#web/components/ui/primitives.tsx';

/**
 * OFFER: the document to download and, while the offer awaits, «Принять» / «Отказаться»: links to
 * their confirmation on the page (`?offer=accept|decline`), which posts /progress's form
 * (progress-action.ts): it works before the scripts. Declining may say why.
 */
export function OfferPanel({ stage }: { stage: ParticipantStage }) {
  const t = ruStageDetails;
  const [params] = useSearchParams();
  const result = useFormResult();
  const file = stage.info && 'offer_file' in stage.info ? stage.info.offer_file : null;
  const asking = stage.status === 'awaiting' ? params.get('offer') : null;

  return (
    <Stack gap="md">
      <div>
        <Text size="sm" c="dimmed">
          {t.offerDocument}
        </Text>
        {file ? (
          <Anchor href={`/api/file/${file.id}`} download={file.name} style={{ overflowWrap: 'anywhere' }}>
            <Group gap={6} wrap="nowrap" component="span">
              <IconDownload size={18} aria-hidden />
              {t.download(file.name)}
            </Group>
          </Anchor>
        ) : (
          <Text>{t.offerNoDocument}</Text>
        )}
      </div>
      {stage.status === 'awaiting' && asking === null && (
        <Group>
          {/* Nothing is accepted unseen; the server refuses it too. */}
          {file ? (
            <Button component={Link} to="?offer=accept#offer">
              {t.accept}
            </Button>
          ) : (
            <Button disabled aria-describedby="offer-needs-document">
              {t.accept}
            </Button>
          )}
          <Button component={Link} to="?offer=decline#offer" variant="default">
            {t.decline}
          </Button>
          {!file && (
            <Text id="offer-needs-document" size="sm" c="dimmed" w="100%">
              {t.acceptNeedsDocument}
            </Text>
          )}
        </Group>
      )}
      {(asking === 'accept' || asking === 'decline') && (
        <PageForm id="offer">
          <Stack gap="md">
            <Title order={3} size="h5">
              {asking === 'accept' ? t.acceptTitle : t.declineTitle}
            </Title>
            <Text>{asking === 'accept' ? t.acceptText : t.declineText}</Text>
            {asking === 'decline' && (
              <Textarea
                label={t.declineReason}
                name="reason"
                rows={3}
                maxLength={2000}
                defaultValue={result.values?.reason}
                error={result.errors?.reason}
              />
            )}
            <FormMessage result={result} />
            <Group justify="flex-end">
              <Button component={Link} to="/progress" variant="default">
                {ruJourney.cancel}
              </Button>
              {asking === 'accept' ? (
                <PageSubmit value="offer-accept">{t.confirmAccept}</PageSubmit>
              ) : (
                <PageSubmit color="red" value="offer-decline">
                  {t.confirmDecline}
                </PageSubmit>
              )}
            </Group>
          </Stack>
        </PageForm>
      )}
      {stage.status === 'success' && <Text c="green.8">{t.offerAccepted}</Text>}
    </Stack>
  );
}
