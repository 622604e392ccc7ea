import { useMemo, useState } from 'react';
import { useDebouncedValue } from '#web/lib/hooks.ts';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { TextInput } from '#web/components/ui/input.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { MultiSelect, TagsInput } from '#web/components/ui/multi-select.tsx';

import { IconSearch, IconX } from '@tabler/icons-react';
import type { VacancyFilters as Filters } from '#shared/contracts/vacancies.ts';
import { ruWebShell } from '#shared/i18n/ru/ui/shell.ts';
import { ruWebVacancies } from '#shared/i18n/ru/ui/vacancies.ts';
import { DEPARTMENTS, HOURS_PER_WEEK, WORK_FORMATS } from '#shared/domain/selection-lists.ts';
import { useUrlSearch } from '#web/lib/url-search.ts';
import { useVacancyCities } from './api/vacancy-cities.ts';
import { Group, Stack } from '#web/components/ui/primitives.tsx';

type Props = {
  filters: Filters;
  onChange: (next: Filters, opts?: { replace?: boolean }) => void;
  onReset: () => void;
  /** Tags seen on the loaded vacancies, offered as suggestions. */
  tagSuggestions: string[];
  /** Names of cities already known (from the loaded cards), so picked ones keep their label. */
  knownCities: { id: number; name: string }[];
};

/** The list's filters; every change goes straight to the URL (the title after a short pause). */
export function VacancyFilters({ filters, onChange, onReset, tagSuggestions, knownCities }: Props) {
  const t = ruWebVacancies;
  // Back, forward and «reset» change the URL under us: the box follows it.
  const [title, setTitle] = useUrlSearch(
    filters.title,
    (text) => onChange({ ...filters, title: text }, { replace: true }),
    350,
  );
  const [cityQuery, setCityQuery] = useState('');
  const debouncedCityQuery = useDebouncedValue(cityQuery, 250);
  const cities = useVacancyCities(debouncedCityQuery.trim());

  const cityData = useMemo(() => {
    const byId = new Map<number, string>();
    for (const c of knownCities) byId.set(c.id, c.name);
    for (const c of cities.data ?? []) byId.set(c.id, c.name);
    for (const id of filters.city_ids) if (!byId.has(id)) byId.set(id, `№ ${id}`);
    return [...byId].map(([id, name]) => ({ value: String(id), label: name }));
  }, [knownCities, cities.data, filters.city_ids]);

  const checks = (
    label: string,
    list: readonly { value: number; label: string }[],
    key: 'work_formats' | 'hours',
  ) => (
    <Checkbox.Group
      label={label}
      value={filters[key].map(String)}
      onChange={(v) => onChange({ ...filters, [key]: v.map(Number) })}
    >
      <Group gap="sm" mt={6}>
        {list.map((o) => (
          <Checkbox
            key={o.value}
            value={String(o.value)}
            label={key === 'hours' ? t.hoursValue(o.value) : o.label}
          />
        ))}
      </Group>
    </Checkbox.Group>
  );

  return (
    <Stack gap="md" data-testid="vacancy-filters">
      <TextInput
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        leftSection={<IconSearch size={16} />}
        value={title}
        maxLength={100}
        onChange={(e) => setTitle(e.currentTarget.value)}
        type="search"
      />
      <MultiSelect
        label={t.department}
        placeholder={filters.departments.length ? undefined : t.anyValue}
        data={DEPARTMENTS.map((d) => ({ value: String(d.value), label: d.label }))}
        value={filters.departments.map(String)}
        onChange={(v) => onChange({ ...filters, departments: v.map(Number) })}
        clearable
      />
      <MultiSelect
        label={t.city}
        placeholder={filters.city_ids.length ? undefined : t.cityPlaceholder}
        data={cityData}
        value={filters.city_ids.map(String)}
        onChange={(v) => onChange({ ...filters, city_ids: v.map(Number) })}
        onSearchChange={setCityQuery}
        nothingFoundMessage={cities.isFetching ? ruWebShell.loading : undefined}
        clearable
      />
      {checks(t.workFormat, WORK_FORMATS, 'work_formats')}
      {checks(t.hours, HOURS_PER_WEEK, 'hours')}
      <TagsInput
        label={t.tags}
        placeholder={filters.tags.length ? undefined : t.tagsPlaceholder}
        data={tagSuggestions}
        value={filters.tags}
        onChange={(v) =>
          onChange({
            ...filters,
            tags: v
              .map((x) => x.trim())
              .filter(Boolean)
              .slice(0, 20),
          })
        }
        maxLength={50}
        clearable
      />
      <Button variant="subtle" leftSection={<IconX size={16} />} onClick={onReset}>
        {t.reset}
      </Button>
    </Stack>
  );
}
