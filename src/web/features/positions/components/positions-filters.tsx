/** The list's search and filters; the values live in the URL (see positions-page). */
import { TextInput } from '#web/components/ui/input.tsx';
import { SimpleGrid } from '#web/components/ui/simple-grid.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { IconSearch } from '@tabler/icons-react';
import { DEPARTMENTS } from '#shared/domain/selection-lists.ts';
import { VACANCY_STATUSES } from '#shared/domain/vacancy-status.ts';
import { usePositionEntities } from '../api/position-entities.ts';
import { pt } from '../texts.ts';
import { usePhoneFilters } from '#web/components/phone-filters.tsx';
import { countSet } from '#web/lib/url-filters.ts';
import { staffVacancyStatus } from '#shared/i18n/ru/statuses.ts';

export type Filters = { search: string; status: string; department: string; city_id: string; tag: string };

export function PositionsFilters({
  value,
  onChange,
}: {
  value: Filters;
  onChange: (patch: Partial<Filters>) => void;
}) {
  const entities = usePositionEntities();
  const fold = usePhoneFilters(countSet(value, ['search']));
  const cities = entities.data?.data.cities.map((c) => ({ value: String(c.value), label: c.label })) ?? [];
  const tags = entities.data?.data.tags ?? [];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} spacing="sm">
      <TextInput
        label={pt.search}
        leftSection={<IconSearch size={16} />}
        value={value.search}
        onChange={(e) => onChange({ search: e.currentTarget.value })}
      />
      {fold.toggle}
      {fold.part(
        <>
          <Select
            label={pt.status}
            placeholder={pt.any}
            clearable
            data={VACANCY_STATUSES.map((s) => ({ value: s, label: staffVacancyStatus(s) }))}
            value={value.status || null}
            onChange={(v) => onChange({ status: v ?? '' })}
          />
          <Select
            label={pt.department}
            placeholder={pt.any}
            clearable
            data={DEPARTMENTS.map((d) => ({ value: String(d.value), label: d.label }))}
            value={value.department || null}
            onChange={(v) => onChange({ department: v ?? '' })}
          />
          <Select
            label={pt.city}
            placeholder={pt.any}
            clearable
            searchable
            data={cities}
            value={value.city_id || null}
            onChange={(v) => onChange({ city_id: v ?? '' })}
          />
          <Select
            label={pt.tag}
            placeholder={pt.any}
            clearable
            searchable
            data={tags}
            value={value.tag || null}
            onChange={(v) => onChange({ tag: v ?? '' })}
          />
        </>,
      )}
    </SimpleGrid>
  );
}
