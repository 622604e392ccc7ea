/** Search and filters of the users list; the values live in the URL (see url-filters.ts). */
import { useState } from 'react';
import { TextInput } from '#web/components/ui/input.tsx';
import { Stack } from '#web/components/ui/primitives.tsx';
import { SimpleGrid } from '#web/components/ui/simple-grid.tsx';
import { Collapse } from '#web/components/ui/collapse.tsx';
import { MultiSelect } from '#web/components/ui/multi-select.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { IconSearch } from '@tabler/icons-react';
import { ruAdminUsers } from '#shared/i18n/ru/admin-users.ts';
import { useUserFilters } from '../api/users.ts';
import { hasFilters, type Filters } from '../url-filters.ts';
import { FilterActions } from '#web/components/filter-actions.tsx';
import { DateInput } from '#web/components/ui/date-input.tsx';
import { usePhoneFilters } from '#web/components/phone-filters.tsx';
import { countSet } from '#web/lib/url-filters.ts';

const t = ruAdminUsers.web;
const MORE: (keyof Filters)[] = [
  'institution_id',
  'registered_from',
  'registered_to',
  'phone_verified',
  'active_screening',
];

type Props = {
  value: Filters;
  /** The search box's own text (the URL gets it debounced). */
  search: string;
  onSearch: (text: string) => void;
  onChange: (patch: Partial<Filters>) => void;
  onReset: () => void;
};

const yesNo = [
  { value: 'true', label: t.yes },
  { value: 'false', label: t.no },
];

export function UsersFilters({ value, search, onSearch, onChange, onReset }: Props) {
  const [more, setMore] = useState(() => MORE.some((k) => value[k] !== ''));
  const options = useUserFilters();
  const fold = usePhoneFilters(countSet(value, ['q']));
  const o = options.data;
  const ids = (list: { value: number; label: string }[] | undefined) =>
    (list ?? []).map((x) => ({ value: String(x.value), label: x.label }));
  return (
    <Stack gap="sm" component="section" aria-label={t.filtersRegion}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <TextInput
          label={t.search}
          placeholder={t.searchPlaceholder}
          leftSection={<IconSearch size={16} />}
          maxLength={100}
          value={search}
          onChange={(e) => onSearch(e.currentTarget.value)}
        />
        {fold.toggle}
        {fold.part(
          <>
            <MultiSelect
              label={t.role}
              placeholder={value.role ? undefined : t.any}
              clearable
              data={o?.roles ?? []}
              value={value.role ? value.role.split(',') : []}
              onChange={(v) => onChange({ role: v.join(',') })}
            />
            <Select
              label={t.city}
              placeholder={t.any}
              clearable
              searchable
              data={ids(o?.cities)}
              value={value.city_id || null}
              onChange={(v) => onChange({ city_id: v ?? '' })}
            />
            <Select
              label={t.state}
              placeholder={t.any}
              clearable
              data={o?.states ?? []}
              value={value.state || null}
              onChange={(v) => onChange({ state: v ?? '' })}
            />
          </>,
        )}
      </SimpleGrid>
      {fold.part(
        <>
          <Collapse expanded={more}>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
              <Select
                label={t.institution}
                placeholder={t.any}
                clearable
                searchable
                data={ids(o?.institutions)}
                value={value.institution_id || null}
                onChange={(v) => onChange({ institution_id: v ?? '' })}
              />
              <DateInput
                label={t.registeredFrom}
                clearable
                value={value.registered_from}
                maxDate={value.registered_to || undefined}
                onChange={(v) => onChange({ registered_from: v ?? '' })}
              />
              <DateInput
                label={t.registeredTo}
                clearable
                value={value.registered_to}
                minDate={value.registered_from || undefined}
                onChange={(v) => onChange({ registered_to: v ?? '' })}
              />
              <Select
                label={t.phoneVerified}
                placeholder={t.any}
                clearable
                data={yesNo}
                value={value.phone_verified || null}
                onChange={(v) => onChange({ phone_verified: v ?? '' })}
              />
              <Select
                label={t.activeScreening}
                placeholder={t.any}
                clearable
                data={yesNo}
                value={value.active_screening || null}
                onChange={(v) => onChange({ active_screening: v ?? '' })}
              />
            </SimpleGrid>
          </Collapse>
          <FilterActions
            more={more}
            onToggleMore={() => setMore((m) => !m)}
            canReset={hasFilters(value) || search !== ''}
            onReset={onReset}
            labels={{ more: t.more, less: t.less, reset: t.reset }}
          />
        </>,
      )}
    </Stack>
  );
}
