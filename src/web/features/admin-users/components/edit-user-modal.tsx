/**
 * «Изменить»: names, e-mail, phone, a staff member's role, a participant's city
 * (`POST /api/dashboard/users/update/{id}`). Only changed fields are sent; the admin's own role is
 * fixed (nobody demotes themself); what the server refuses is shown beside its field.
 */
import { TextInput } from '#web/components/ui/input.tsx';
import { SimpleGrid } from '#web/components/ui/simple-grid.tsx';
import { Group, Stack } from '#web/components/ui/primitives.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/dialog.tsx';
import { notify } from '#web/lib/notify.ts';
import { Select } from '#web/components/ui/select.tsx';
import { UpdateUserSchema, type UpdateUserInput, type UserDetail } from '#shared/contracts/admin-users.ts';
import { formatPhone } from '#shared/domain/phone.ts';
import { STAFF_ROLES } from '#shared/domain/roles.ts';
import { ruAdminUsers } from '#shared/i18n/ru/admin-users.ts';
import { PhoneInput } from '#web/components/phone-input.tsx';
import { showFormError, useCheckedForm, zodValidate } from '#web/lib/form.ts';
import { useCityOptions, useUpdateUser } from '../api/users.ts';
import { phoneOrEmpty } from './staff-form-modal.tsx';
import { focusFirstInvalid } from '#web/lib/focus-invalid.ts';
import type { FormEvent } from 'react';

const t = ruAdminUsers.web;
const f = t.fields;

type Values = {
  last_name: string;
  first_name: string;
  middle_name: string;
  email: string;
  phone: string;
  role: string;
  city_id: string;
};

const valuesOf = (u: UserDetail): Values => ({
  last_name: u.last_name,
  first_name: u.first_name,
  middle_name: u.middle_name,
  email: u.email ?? '',
  phone: u.phone ? formatPhone(u.phone) : '',
  role: u.role,
  city_id: u.city ? String(u.city.id) : '',
});

/** What differs from the loaded user, as the contract wants it. */
function changes(now: Values, was: Values): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of ['last_name', 'first_name', 'middle_name', 'email', 'role'] as const)
    if (now[k].trim() !== was[k].trim()) out[k] = now[k];
  const phone = phoneOrEmpty(now.phone);
  if (phone.replace(/\D/g, '') !== was.phone.replace(/\D/g, '')) out.phone = phone === '' ? null : phone;
  if (now.city_id !== was.city_id) out.city_id = now.city_id === '' ? null : Number(now.city_id);
  return out;
}

function EditForm({ user, self, onClose }: { user: UserDetail; self: boolean; onClose: () => void }) {
  const initial = valuesOf(user);
  const participant = user.role === 'participant';
  const save = useUpdateUser(user.id);
  const cities = useCityOptions(participant);
  const form = useCheckedForm<Values>(initial, (v) =>
    zodValidate(UpdateUserSchema, () => changes(v, initial))(v),
  );
  const cityOptions = (cities.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  if (user.city && !cityOptions.some((o) => o.value === String(user.city!.id)))
    cityOptions.unshift({ value: String(user.city.id), label: user.city.name });

  /** The form's refusal handler: the first wrong field takes the focus. */
  const refused = (_errors: unknown, _values: unknown, event?: FormEvent<HTMLFormElement>) =>
    focusFirstInvalid(event?.currentTarget);

  const submit = (v: Values, event?: FormEvent<HTMLFormElement>) => {
    const where = event?.currentTarget;
    const body = changes(v, initial);
    if (Object.keys(body).length === 0) {
      form.setErrors({ last_name: ruAdminUsers.nothingToChange });
      focusFirstInvalid(where);
      return;
    }
    save.mutate(UpdateUserSchema.parse(body) as UpdateUserInput, {
      onSuccess: () => {
        notify({ color: 'green', message: t.savedToast });
        onClose();
      },
      onError: (e) => {
        showFormError(e, form.setErrors);
        focusFirstInvalid(where);
      },
    });
  };

  return (
    <form onSubmit={form.onSubmit(submit, refused)} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput label={f.lastName} withAsterisk maxLength={60} {...form.getInputProps('last_name')} />
          <TextInput label={f.firstName} withAsterisk maxLength={60} {...form.getInputProps('first_name')} />
          <TextInput label={f.middleName} maxLength={60} {...form.getInputProps('middle_name')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={f.email}
            type="email"
            withAsterisk
            maxLength={254}
            {...form.getInputProps('email')}
          />
          <PhoneInput
            label={participant ? f.phone : t.phoneOptional}
            withAsterisk={participant}
            {...form.getInputProps('phone')}
          />
        </SimpleGrid>
        {participant ? (
          <Select label={f.city} searchable clearable data={cityOptions} {...form.getInputProps('city_id')} />
        ) : (
          <Select
            label={f.role}
            disabled={self}
            description={self ? ruAdminUsers.selfDemote : undefined}
            data={STAFF_ROLES.map((r) => ({ value: r, label: ruAdminUsers.roles[r] }))}
            {...form.getInputProps('role')}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function EditUserModal({
  user,
  self,
  opened,
  onClose,
}: {
  user: UserDetail;
  self: boolean;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} size={616} title={t.editTitle}>
      {opened && <EditForm user={user} self={self} onClose={onClose} />}
    </Modal>
  );
}
