import { IconNews } from '@tabler/icons-react';
import { ru } from '#shared/i18n/ru.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';

/** /newswire: the feed comes with the posts issue. */
export function NewswirePage() {
  const t = ru.web.newswire;
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <EmptyState icon={<IconNews size={32} stroke={1.5} />} title={t.emptyTitle} text={t.emptyText} />
    </>
  );
}
