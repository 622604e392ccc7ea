/**
 * Create or edit a position. An open position is saved by `update-opened` (its pipeline is shown
 * locked). While there are unsaved changes, leaving asks first and a draft stays in sessionStorage.
 */

import { Alert } from '#web/components/ui/alert.tsx';
import { Loader } from '#web/components/ui/loader.tsx';
import { Group, Stack } from '#web/components/ui/primitives.tsx';
import { Center } from '#web/components/ui/container.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { notify } from '#web/lib/notify.ts';
import { useEffect, useState } from 'react';
import { focusFirstInvalid } from '#web/lib/focus-invalid.ts';
import { useNavigate, useParams } from 'react-router';
import type { PositionDetail } from '#shared/contracts/positions.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { usePositionDetail } from '#web/api/position-detail.ts';
import { usePositionEntities } from './api/position-entities.ts';
import { usePositionFormLists } from './api/position-form-lists.ts';
import { useSavePosition } from './api/position-save.ts';
import { type FormLists, PositionFields } from './form/position-fields.tsx';
import {
  emptyPositionForm,
  formToPayload,
  positionToForm,
  serverErrorsToForm,
  usePositionForm,
  type PositionFormValues,
} from './form/form-values.ts';
import { ft } from './form/form-texts.ts';
import { LeaveGuard } from './form/leave-guard.tsx';
import { PipelineBuilder } from './form/pipeline-builder.tsx';

const draftKey = (id: number | undefined) => `jti.positionDraft.${id ?? 'new'}`;

function readDraft(id: number | undefined): PositionFormValues | null {
  try {
    const raw = window.sessionStorage.getItem(draftKey(id));
    return raw ? (JSON.parse(raw) as PositionFormValues) : null;
  } catch {
    return null;
  }
}

type Props = { base: string; lists: FormLists; tags: string[]; position?: PositionDetail };

function PositionForm({ base, lists, tags, position }: Props) {
  const id = position?.id;
  const opened = position?.status === 'open';
  const navigate = useNavigate();
  const save = useSavePosition();
  const [initial] = useState(() => (position ? positionToForm(position) : emptyPositionForm()));
  const [draft] = useState(() => readDraft(id));
  const [cover, setCover] = useState<File | null>(null);
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const form = usePositionForm(initial, (values) => {
    try {
      window.sessionStorage.setItem(draftKey(id), JSON.stringify(values));
    } catch {
      // A full storage only loses the draft.
    }
  });
  useEffect(() => {
    if (draft) form.setValues(draft);
    // Once, on mount: the draft wins over the stored position.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const dirty = !done && (form.isDirty() || cover !== null);
  const discardDraft = () => {
    window.sessionStorage.removeItem(draftKey(id));
    form.setValues(initial);
  };

  const submit = form.onSubmit(
    (values, event) => {
      const where = event?.currentTarget;
      setFormError(null);
      const { data, stageIndex } = formToPayload(values, position?.recruiter_id ?? null);
      save.mutate(
        { id, opened, data, cover },
        {
          onSuccess: (answer) => {
            window.sessionStorage.removeItem(draftKey(id));
            setDone(true);
            notify({ message: ft.saved, color: 'green' });
            // After the blocker sees `done`.
            setTimeout(() => void navigate(`${base}/${answer.data.id}`), 0);
          },
          onError: (e) => {
            if (e instanceof ApiError && e.status === 422 && Object.keys(e.errors).length) {
              form.setErrors(serverErrorsToForm(e.fieldErrors(), stageIndex));
              setFormError(ft.fixErrors);
              focusFirstInvalid(where);
            } else setFormError(errorMessage(e));
          },
        },
      );
    },
    (_errors, _values, event) => {
      setFormError(ft.fixErrors);
      focusFirstInvalid(event?.currentTarget);
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PageHeader title={position ? ft.editTitle : ft.createTitle} />
        {draft && (
          <Alert color="blue">
            <Group justify="space-between">
              {ft.draftRestored}
              <Button size="xs" variant="light" onClick={discardDraft}>
                {ft.discardDraft}
              </Button>
            </Group>
          </Alert>
        )}
        <PositionFields form={form} lists={lists} tags={tags} cover={cover} onCover={setCover} />
        <PipelineBuilder form={form} locked={opened} />
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void navigate(id ? `${base}/${id}` : base)}>
            {ft.cancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {ft.save}
          </Button>
        </Group>
      </Stack>
      <LeaveGuard dirty={dirty} />
    </form>
  );
}

export function PositionFormPage({ area, edit }: { area: 'admin' | 'recruiter'; edit?: boolean }) {
  const base = `/${area}/positions`;
  const id = Number(useParams().positionId);
  const lists = usePositionFormLists();
  const entities = usePositionEntities();
  const detail = usePositionDetail(id, Boolean(edit));
  const failed = lists.error ?? (edit ? detail.error : null);
  if (failed) return <Alert color="red">{errorMessage(failed)}</Alert>;
  if (!lists.data || (edit && !detail.data)) {
    return (
      <Center py="xl">
        <Loader aria-label="Загрузка" />
      </Center>
    );
  }
  return (
    <PositionForm
      base={base}
      lists={lists.data.data}
      tags={entities.data?.data.tags ?? []}
      position={edit ? detail.data?.data : undefined}
    />
  );
}
