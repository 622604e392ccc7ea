import { useState } from 'react';
import { Alert } from '#web/components/ui/alert.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Table } from '#web/components/ui/table.tsx';
import { Group, Stack, Text } from '#web/components/ui/primitives.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Modal } from '#web/components/ui/dialog.tsx';
import { notify } from '#web/lib/notify.ts';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Material } from '#shared/contracts/materials.ts';
import { ruHome } from '#shared/i18n/ru/home.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { MODAL_WIDTH } from '#web/lib/constants.ts';
import { formatMoscow } from '#shared/i18n/dates.ts';
import { notifyError } from '#web/lib/form.ts';
import { useIsMobile } from '#web/lib/media.ts';
import { adminMaterialsQuery, useDeleteMaterial } from './api.ts';
import { MaterialFormModal } from './material-form-modal.tsx';
import { stageNameOf } from '#shared/i18n/ru/statuses.ts';

const stagesText = (m: Material) =>
  m.stages.length ? m.stages.map(stageNameOf).join(', ') : ruHome.admin.general;

/** /admin/materials: the learning materials participants see, by stage (docs/decisions/007-admin-content-pages.md). */
export function AdminMaterialsPage() {
  const t = ruHome.admin;
  const mobile = useIsMobile();
  const list = useQuery(adminMaterialsQuery);
  const [editing, setEditing] = useState<Material | null | 'new'>(null);
  const [deleting, setDeleting] = useState<Material | null>(null);

  const actions = (m: Material) => (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPencil size={14} />}
        onClick={() => setEditing(m)}
        aria-label={`${t.edit}: ${m.title}`}
      >
        {t.edit}
      </Button>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={14} />}
        onClick={() => setDeleting(m)}
        aria-label={`${t.delete}: ${m.title}`}
      >
        {t.delete}
      </Button>
    </Group>
  );

  return (
    <>
      <PageHeader title={t.title} description={t.description}>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {t.create}
        </Button>
      </PageHeader>
      {list.isPending && <Skeleton height={240} radius="lg" />}
      {list.isError && (
        <Alert color="red" title={t.loadError}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(list.error)}</Text>
            <Button size="xs" variant="light" onClick={() => void list.refetch()}>
              {t.retry}
            </Button>
          </Stack>
        </Alert>
      )}
      {list.data && list.data.length === 0 && <EmptyState title={t.empty} text={t.emptyText} />}
      {list.data && list.data.length > 0 && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t.count(list.data.length)}
          </Text>
          {mobile ? (
            list.data.map((m) => (
              <Card key={m.id} withBorder radius="md">
                <Stack gap={6}>
                  <Badge variant="light" size="sm">
                    {ruHome.materialKinds[m.kind]}
                  </Badge>
                  <Text fw={600}>{m.title}</Text>
                  <Text size="sm" c="dimmed">
                    {stagesText(m)}
                  </Text>
                  {actions(m)}
                </Stack>
              </Card>
            ))
          ) : (
            <Table striped highlightOnHover verticalSpacing="sm" aria-label={t.title} minWidth={720}>
              <thead>
                <tr>
                  <th>{t.columns.title}</th>
                  <th>{t.columns.kind}</th>
                  <th>{t.columns.stages}</th>
                  <th>{t.columns.updated}</th>
                  <th>{t.columns.actions}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.map((m) => (
                  <tr key={m.id}>
                    <td style={{ fontWeight: 500 }}>{m.title}</td>
                    <td>{ruHome.materialKinds[m.kind]}</td>
                    <td>{stagesText(m)}</td>
                    <td>{formatMoscow(m.updated_at, 'DD.MM.YYYY')}</td>
                    <td>{actions(m)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </Stack>
      )}
      <MaterialFormModal
        material={editing === 'new' ? null : editing}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
      <DeleteModal material={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

function DeleteModal({ material, onClose }: { material: Material | null; onClose: () => void }) {
  const t = ruHome.admin;
  const remove = useDeleteMaterial();
  return (
    <Modal opened={material !== null} onClose={onClose} title={t.deleteTitle} size={MODAL_WIDTH.sm}>
      <Stack>
        <Text size="sm">{material ? t.deleteText(material.title) : ''}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            {t.cancel}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              material &&
              remove.mutate(material.id, {
                onSuccess: () => {
                  notify({ color: 'green', message: t.deleted });
                  onClose();
                },
                onError: notifyError,
              })
            }
          >
            {t.deleteConfirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
