import { useEffect, useMemo } from 'react';
import { Group, Stack, Text, Title } from '#web/components/ui/primitives.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Badge } from '#web/components/ui/badge.tsx';

import { ruFeed } from '#shared/i18n/ru/feed.ts';
import { MarkdownText } from '#web/components/markdown.tsx';

const t = ruFeed;

export type PreviewMedia = { key: string; url: string; kind: 'image' | 'video'; name: string };

/** New files as object URLs for the preview, revoked when they change or the preview goes. */
export function useFileUrls(files: File[]): PreviewMedia[] {
  const items = useMemo(
    () =>
      files.map((f, i) => ({
        key: `new-${i}-${f.name}`,
        url: URL.createObjectURL(f),
        kind: f.type.startsWith('video/') ? ('video' as const) : ('image' as const),
        name: f.name,
      })),
    [files],
  );
  useEffect(() => () => items.forEach((m) => URL.revokeObjectURL(m.url)), [items]);
  return items;
}

type Props = {
  title: string;
  text: string;
  kind: string;
  category: string;
  when: string;
  media: PreviewMedia[];
  vacancyTitle: string | null;
};

/** The post as readers will see it in the feed, before it is published. */
export function PostPreview({ title, text, kind, category, when, media, vacancyTitle }: Props) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="post-preview">
      <Stack gap="sm">
        <Group gap={6}>
          <Badge variant="light">{t.categories[category] ?? category}</Badge>
          {kind !== 'news' && (
            <Badge variant="outline" color="gray">
              {t.kinds[kind]}
            </Badge>
          )}
          <Text size="sm" c="dimmed">
            {when}
          </Text>
        </Group>
        <Title order={3}>{title}</Title>
        {media.length > 0 && (
          <div style={{ display: 'flex', gap: 8, overflowX: 'auto', scrollSnapType: 'x mandatory' }}>
            {media.map((m, i) =>
              m.kind === 'video' ? (
                <video
                  key={m.key}
                  src={m.url}
                  controls
                  preload="metadata"
                  style={{ width: '100%', maxHeight: 360 }}
                  aria-label={t.web.videoLabel(title)}
                />
              ) : (
                <img
                  key={m.key}
                  src={m.url}
                  alt={t.web.imageAlt(title, i + 1)}
                  style={{
                    flex: media.length > 1 ? '0 0 85%' : '1 1 auto',
                    maxHeight: 360,
                    objectFit: 'cover',
                    borderRadius: 8,
                    scrollSnapAlign: 'start',
                  }}
                />
              ),
            )}
          </div>
        )}
        {text && <MarkdownText>{text}</MarkdownText>}
        {vacancyTitle && (
          <Text fw={600} size="sm">
            {t.kinds.offer}: {vacancyTitle}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
