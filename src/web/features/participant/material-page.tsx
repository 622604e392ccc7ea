import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Image } from '#web/components/ui/image.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Anchor } from '#web/components/ui/anchor.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { IconArrowLeft, IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { Material } from '#shared/contracts/materials.ts';
import { ruHome } from '#shared/i18n/ru/home.ts';
import { MarkdownText, safeUrl } from '#web/components/markdown.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useClientState } from '#web/lib/client-state.ts';
import { materialQuery } from '#web/features/participant/api.ts';
import { Group, Stack, Text } from '#web/components/ui/primitives.tsx';

/** /mobile/material: the picked material (its guard makes sure one with a title is picked): player or article. */
export function MaterialPage() {
  const t = ruHome.material;
  const kept = useClientState((s) => s.pickedMaterial);
  // The material its link names (`?id=`), else the one picked in this tab (the guard saw one of them).
  const named = Number(useSearchParams()[0].get('id')) || null;
  const id = named ?? kept?.id ?? 0;
  const material = useQuery({ ...materialQuery(id), enabled: id > 0 });
  const picked =
    kept?.id === id ? kept : material.data && { id, title: material.data.title, type: material.data.kind };
  if (!id) return null;
  if (!picked)
    return material.isError ? (
      <Alert color="red" title={t.loadError}>
        {errorMessage(material.error)}
      </Alert>
    ) : (
      <Skeleton height={220} radius="lg" />
    );
  return (
    <>
      <Anchor
        component={Link}
        to="/mobile"
        size="sm"
        mb="xs"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        <IconArrowLeft size={16} aria-hidden />
        {t.back}
      </Anchor>
      <PageHeader title={picked.title}>
        <Badge variant="light">{ruHome.materialKinds[picked.type]}</Badge>
      </PageHeader>
      {material.isPending && <Skeleton height={220} radius="lg" />}
      {material.isError && (
        <Alert color="red" title={t.loadError}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(material.error)}</Text>
            <Button size="xs" variant="light" onClick={() => void material.refetch()}>
              {ruHome.mobile.retry}
            </Button>
          </Stack>
        </Alert>
      )}
      {material.data && <MaterialBody material={material.data} />}
    </>
  );
}

function MaterialBody({ material: m }: { material: Material }) {
  const t = ruHome.material;
  const src = m.media ? `/api/file/${m.media.id}` : null;
  const link = m.link ? safeUrl(m.link) : '';
  return (
    <Stack gap="lg">
      {src && m.kind === 'video' && (
        // Sized before it loads (nothing below moves); nothing is downloaded until it is played.
        <video
          controls
          preload="none"
          src={src}
          aria-label={t.videoLabel(m.title)}
          width={640}
          height={360}
          style={{
            width: '100%',
            height: 'auto',
            aspectRatio: '16 / 9',
            borderRadius: 12,
            background: '#000',
          }}
        />
      )}
      {src && m.kind === 'podcast' && (
        <audio
          controls
          preload="metadata"
          src={src}
          aria-label={t.audioLabel(m.title)}
          style={{ width: '100%' }}
        />
      )}
      {src && m.kind === 'article' && <Image src={src} alt="" radius="md" />}
      {link && (
        <Group>
          <Button
            component="a"
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            rightSection={<IconExternalLink size={16} aria-hidden />}
          >
            {t.openLink}
          </Button>
        </Group>
      )}
      {m.text && (
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <MarkdownText topLevel={2}>{m.text}</MarkdownText>
        </Card>
      )}
    </Stack>
  );
}
