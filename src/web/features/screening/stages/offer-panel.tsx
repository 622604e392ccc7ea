import { useState } from 'react';
import { Anchor } from '#web/components/plain/anchor.tsx';
import { Button } from '#web/components/plain/button.tsx';
import { IconDownload } from '@tabler/icons-react';
import type { ParticipantStage } from '#shared/contracts/screening.ts';
import { ruJourney } from '#shared/i18n/ru/journey.ts';
import { lazyDialog } from '#web/components/lazy-dialog.tsx';
import type { OfferAnswer } from './offer-dialog.tsx';
import { Group, Stack, Text } from '#web/components/plain/plain.tsx';

const OfferDialog = lazyDialog(() => import('./offer-dialog.tsx').then((m) => m.OfferDialog));

/** OFFER: the document to download and, while the offer awaits, «Принять» / «Отказаться» with a confirmation. */
export function OfferPanel({ stage }: { stage: ParticipantStage }) {
  const t = ruJourney;
  const [asking, setAsking] = useState<OfferAnswer | null>(null);
  const file = stage.info && 'offer_file' in stage.info ? stage.info.offer_file : null;

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
      {stage.status === 'awaiting' && (
        <Group>
          {/* Nothing is accepted unseen; the server refuses it too. */}
          <Button
            onClick={() => setAsking('accept')}
            disabled={!file}
            aria-describedby={file ? undefined : 'offer-needs-document'}
          >
            {t.accept}
          </Button>
          <Button variant="default" onClick={() => setAsking('decline')}>
            {t.decline}
          </Button>
          {!file && (
            <Text id="offer-needs-document" size="sm" c="dimmed" w="100%">
              {t.acceptNeedsDocument}
            </Text>
          )}
        </Group>
      )}
      {stage.status === 'success' && <Text c="green.8">{t.offerAccepted}</Text>}
      <OfferDialog opened={asking !== null} answer={asking} onClose={() => setAsking(null)} />
    </Stack>
  );
}
