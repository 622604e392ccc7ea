import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { ru } from '#shared/i18n/ru.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { useClientState } from '#web/lib/client-state.ts';

/** /mobile/material: the picked material (its guard makes sure one is picked). */
export function MaterialPage() {
  const t = ru.web.material;
  const material = useClientState((s) => s.pickedMaterial);
  return (
    <>
      <PageHeader title={material?.title ?? t.title} />
      <EmptyState
        title={t.emptyTitle}
        text={t.emptyText}
        action={
          <Button component={Link} to="/mobile" variant="light">
            {t.back}
          </Button>
        }
      />
    </>
  );
}
