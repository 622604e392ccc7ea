/**
 * Recruiter and admin: correct what `PUT /api/dashboard/candidate/{id}` accepts. Never the e-mail,
 * the phone or the password (they prove who the participant is); an erased participant's personal
 * data stays erased, only the source can change. Only changed fields are sent; what the server
 * refuses is shown beside its field and nothing typed is lost.
 */
import { useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { TextInput } from '#web/components/ui/input.tsx';
import { NumberInput } from '#web/components/ui/number-input.tsx';
import { Group, Stack } from '#web/components/ui/primitives.tsx';
import { SimpleGrid } from '#web/components/ui/simple-grid.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { useDebouncedValue } from '#web/lib/hooks.ts';
import { Modal } from '#web/components/ui/dialog.tsx';
import { notify } from '#web/lib/notify.ts';
import { focusFirstInvalid } from '#web/lib/focus-invalid.ts';
import { IconPencil } from '@tabler/icons-react';
import {
  CandidateEditSchema,
  type CandidateCard,
  type CandidateEditInput,
} from '#shared/contracts/candidate-card.ts';
import { CANDIDATE_SOURCES, ENGLISH_LEVELS } from '#shared/domain/selection-lists.ts';
import { ruCandidatesTable } from '#shared/i18n/ru/candidates-table.ts';
import { ruWebShell } from '#shared/i18n/ru/ui/shell.ts';
import { showFormError, useCheckedForm, zodValidate } from '#web/lib/form.ts';
import { useEditCandidate } from '../api/candidate-edit.ts';
import { useCities, useInstitutions } from '../api/reference-lists.ts';

const t = ruCandidatesTable.web.edit;
const COURSES = ['1', '2', '3', '4', '5', '6'];

type Values = {
  last_name: string;
  first_name: string;
  middle_name: string;
  city_id: string;
  institution_id: string;
  faculty: string;
  specialty: string;
  course: string;
  graduation_year: number | '';
  english_level: string;
  source: string;
};

function valuesOf(card: CandidateCard): Values {
  const p = card.profile;
  const str = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));
  return {
    last_name: p.last_name,
    first_name: p.first_name,
    middle_name: p.middle_name,
    city_id: str(p.city?.id),
    institution_id: str(p.institution?.id),
    faculty: p.faculty,
    specialty: p.specialty,
    course: str(p.course),
    graduation_year: p.graduation_year ?? '',
    english_level: str(p.english_level),
    source: card.source,
  };
}

/** The list of sources; a record from before the list keeps its own words as one more choice. */
function sourceOptions(current: string) {
  const options: { value: string; label: string }[] = CANDIDATE_SOURCES.map((o) => ({
    value: o.value,
    label: o.label,
  }));
  return current && !options.some((o) => o.value === current)
    ? [...options, { value: current, label: current }]
    : options;
}

/** The fields that differ from the card, as the contract wants them (a cleared choice is not a change). */
function changes(now: Values, was: Values, erased: boolean): Partial<CandidateEditInput> {
  const out: Record<string, unknown> = {};
  const texts = ['last_name', 'first_name', 'middle_name', 'faculty', 'specialty'] as const;
  const numbers = ['city_id', 'institution_id', 'course', 'english_level', 'graduation_year'] as const;
  if (now.source.trim() !== was.source.trim()) out.source = now.source;
  if (erased) return out;
  for (const k of texts) if (now[k].trim() !== was[k].trim()) out[k] = now[k];
  for (const k of numbers)
    if (String(now[k]) !== String(was[k]) && String(now[k]) !== '') out[k] = Number(now[k]);
  return out;
}

function EditForm({ card, onDone }: { card: CandidateCard; onDone: () => void }) {
  const initial = valuesOf(card);
  const erased = card.erased;
  const edit = useEditCandidate(card.id);
  const form = useCheckedForm<Values>(initial, (v) => {
    const body = changes(v, initial, erased);
    return Object.keys(body).length ? zodValidate(CandidateEditSchema, () => body)(v) : {};
  });
  const cities = useCities(!erased);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const institutions = useInstitutions(debounced, !erased);
  const instOptions = (institutions.data ?? []).map((i) => ({
    value: String(i.id),
    label: i.short ? `${i.name} (${i.short})` : i.name,
  }));
  if (card.profile.institution && !instOptions.some((o) => o.value === String(card.profile.institution!.id)))
    instOptions.unshift({ value: String(card.profile.institution.id), label: card.profile.institution.name });
  const cityOptions = (cities.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  if (card.profile.city && !cityOptions.some((o) => o.value === String(card.profile.city!.id)))
    cityOptions.unshift({ value: String(card.profile.city.id), label: card.profile.city.name });

  const submit = (v: Values, event?: FormEvent<HTMLFormElement>) => {
    // Taken while the event runs: the server's refusal comes after it.
    const where = event?.currentTarget;
    const body = changes(v, initial, erased);
    if (Object.keys(body).length === 0) {
      form.setErrors({ source: t.unchanged });
      focusFirstInvalid(where);
      return;
    }
    edit.mutate(body as CandidateEditInput, {
      onSuccess: () => {
        notify({ color: 'green', message: t.saved });
        onDone();
      },
      onError: (e) => {
        showFormError(e, form.setErrors);
        focusFirstInvalid(where);
      },
    });
  };

  return (
    <form
      onSubmit={form.onSubmit(submit, (_errors, _values, event) =>
        focusFirstInvalid(event?.currentTarget as Element | undefined),
      )}
      noValidate
    >
      <Stack gap="sm">
        <Alert color={erased ? 'yellow' : 'blue'} variant="light">
          {erased ? t.erasedHint : t.hint}
        </Alert>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label={t.lastName}
            withAsterisk={!erased}
            disabled={erased}
            maxLength={100}
            {...form.getInputProps('last_name')}
          />
          <TextInput
            label={t.firstName}
            withAsterisk={!erased}
            disabled={erased}
            maxLength={100}
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label={t.middleName}
            disabled={erased}
            maxLength={100}
            {...form.getInputProps('middle_name')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t.city}
            disabled={erased}
            searchable
            data={cityOptions}
            {...form.getInputProps('city_id')}
          />
          <Select
            label={t.institution}
            disabled={erased}
            searchable
            onSearchChange={setSearch}
            nothingFoundMessage={
              institutions.isFetching ? ruWebShell.loading : ruCandidatesTable.web.filters.institutionNothing
            }
            data={instOptions}
            {...form.getInputProps('institution_id')}
          />
          <TextInput label={t.faculty} disabled={erased} maxLength={200} {...form.getInputProps('faculty')} />
          <TextInput
            label={t.specialty}
            disabled={erased}
            maxLength={200}
            {...form.getInputProps('specialty')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select label={t.course} disabled={erased} data={COURSES} {...form.getInputProps('course')} />
          <NumberInput
            label={t.graduationYear}
            disabled={erased}
            min={2000}
            max={2035}
            value={form.values.graduation_year}
            onChange={(year) => form.setFieldValue('graduation_year', year)}
            error={form.errors.graduation_year}
          />
          <Select
            label={t.english}
            disabled={erased}
            data={ENGLISH_LEVELS.map((l) => ({ value: String(l.value), label: l.label }))}
            {...form.getInputProps('english_level')}
          />
        </SimpleGrid>
        <Select label={t.source} data={sourceOptions(card.source)} {...form.getInputProps('source')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={edit.isPending}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function EditCandidate({ card }: { card: CandidateCard }) {
  const [opened, setOpened] = useState(false);
  return (
    <Group justify="flex-end" mb="sm">
      <Button
        variant="light"
        leftSection={<IconPencil size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t.open}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t.title} size={770}>
        {/* Mounted while open: the form starts from the card as it is now. */}
        {opened && <EditForm card={card} onDone={() => setOpened(false)} />}
      </Modal>
    </Group>
  );
}
