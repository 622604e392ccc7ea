/**
 * «Добавить сотрудника» (any staff role, `POST /api/dashboard/users`) and «Добавить менеджера»
 * (a manager on positions in one step, `POST .../users/manager`). No password field: the new account
 * gets a set-password link by e-mail. What the server refuses is shown beside its field and nothing
 * typed is lost; a created account opens its page.
 */
import { useState, type FormEvent } from 'react';
import { MultiSelect } from '#web/components/ui/multi-select.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { useDebouncedValue } from '#web/lib/hooks.ts';
import { TextInput } from '#web/components/ui/input.tsx';
import { SimpleGrid } from '#web/components/ui/simple-grid.tsx';
import { Group, Stack } from '#web/components/ui/primitives.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/dialog.tsx';
import { notify } from '#web/lib/notify.ts';
import { useNavigate } from 'react-router';
import { CreateManagerSchema, CreateStaffSchema } from '#shared/contracts/admin-users.ts';
import { STAFF_ROLES } from '#shared/domain/roles.ts';
import { ruAdminUsers } from '#shared/i18n/ru/admin-users.ts';
import { ruWebShell } from '#shared/i18n/ru/ui/shell.ts';
import { PhoneInput } from '#web/components/phone-input.tsx';
import { showFormError, useCheckedForm, zodValidate } from '#web/lib/form.ts';
import { useCreateManager, useCreateStaff, usePositionOptions } from '../api/users.ts';
import { focusFirstInvalid } from '#web/lib/focus-invalid.ts';

const t = ruAdminUsers.web;
const f = t.fields;

export type StaffFormKind = 'staff' | 'manager';

type Values = {
  last_name: string;
  first_name: string;
  middle_name: string;
  email: string;
  phone: string;
  role: string;
  vacancy_ids: string[];
};

/** The mask leaves «+7 (» in an emptied box: that is no phone. */
export const phoneOrEmpty = (masked: string) => (masked.replace(/\D/g, '').length <= 1 ? '' : masked);

function bodyOf(kind: StaffFormKind, v: Values) {
  const common = {
    last_name: v.last_name,
    first_name: v.first_name,
    middle_name: v.middle_name,
    email: v.email,
    phone: phoneOrEmpty(v.phone),
  };
  return kind === 'manager'
    ? { ...common, vacancy_ids: v.vacancy_ids.map(Number) }
    : { ...common, role: v.role };
}

/** Positions picked stay named while the search shows others. */
function PositionsPicker({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  error?: React.ReactNode;
}) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const [known, setKnown] = useState<Record<string, string>>({});
  const found = usePositionOptions(debounced, true);
  const options = [...(found.data ?? [])];
  for (const id of value)
    if (!options.some((o) => o.value === id)) options.push({ value: id, label: known[id] ?? `№ ${id}` });
  return (
    <MultiSelect
      label={t.positions}
      description={t.positionsHint}
      placeholder={value.length ? undefined : t.positionsPlaceholder}
      withAsterisk
      onSearchChange={setSearch}
      nothingFoundMessage={found.isFetching ? ruWebShell.loading : t.empty}
      data={options}
      value={value}
      error={error}
      onChange={(ids) => {
        const names = { ...known };
        for (const o of options) names[o.value] = o.label;
        setKnown(names);
        onChange(ids);
      }}
    />
  );
}

function StaffForm({ kind, onClose }: { kind: StaffFormKind; onClose: () => void }) {
  const navigate = useNavigate();
  const createStaff = useCreateStaff();
  const createManager = useCreateManager();
  const busy = createStaff.isPending || createManager.isPending;
  const schema = kind === 'manager' ? CreateManagerSchema : CreateStaffSchema;
  const form = useCheckedForm<Values>(
    {
      last_name: '',
      first_name: '',
      middle_name: '',
      email: '',
      phone: '',
      role: 'recruiter',
      vacancy_ids: [],
    },
    zodValidate(schema, (v: Values) => bodyOf(kind, v)),
  );

  /** The form's refusal handler: the first wrong field takes the focus. */
  const refused = (_errors: unknown, _values: unknown, event?: FormEvent<HTMLFormElement>) =>
    focusFirstInvalid(event?.currentTarget);

  const submit = (v: Values, event?: FormEvent<HTMLFormElement>) => {
    const where = event?.currentTarget;
    const handlers = {
      onSuccess: (r: { data: { id: number } }) => {
        notify({ color: 'green', message: t.createdToast });
        onClose();
        void navigate(`/admin/users/${r.data.id}`);
      },
      onError: (e: unknown) => {
        showFormError(e, form.setErrors);
        focusFirstInvalid(where);
      },
    };
    if (kind === 'manager') createManager.mutate(CreateManagerSchema.parse(bodyOf(kind, v)), handlers);
    else createStaff.mutate(CreateStaffSchema.parse(bodyOf(kind, v)), handlers);
  };

  return (
    <form onSubmit={form.onSubmit(submit, refused)} noValidate>
      <Stack gap="sm">
        <Alert color="blue" variant="light">
          {t.inviteHint}
        </Alert>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label={f.lastName}
            withAsterisk
            maxLength={60}
            autoComplete="off"
            {...form.getInputProps('last_name')}
          />
          <TextInput
            label={f.firstName}
            withAsterisk
            maxLength={60}
            autoComplete="off"
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label={f.middleName}
            maxLength={60}
            autoComplete="off"
            {...form.getInputProps('middle_name')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={f.email}
            type="email"
            withAsterisk
            maxLength={254}
            autoComplete="off"
            {...form.getInputProps('email')}
          />
          <PhoneInput label={t.phoneOptional} {...form.getInputProps('phone')} />
        </SimpleGrid>
        {kind === 'manager' ? (
          <PositionsPicker
            value={form.values.vacancy_ids}
            onChange={(ids) => form.setFieldValue('vacancy_ids', ids)}
            error={form.errors.vacancy_ids}
          />
        ) : (
          <Select
            label={f.role}
            withAsterisk
            data={STAFF_ROLES.map((r) => ({ value: r, label: ruAdminUsers.roles[r] }))}
            {...form.getInputProps('role')}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={busy}>
            {t.create}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function StaffFormModal({
  kind,
  opened,
  onClose,
}: {
  kind: StaffFormKind;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={616}
      title={kind === 'manager' ? t.createManagerTitle : t.createStaffTitle}
    >
      {opened && <StaffForm kind={kind} onClose={onClose} />}
    </Modal>
  );
}
