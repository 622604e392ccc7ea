/** Search and filters of the candidates table; the values live in the URL (see url-filters.ts). */
import { useState } from 'react';
import { Collapse } from '#web/components/ui/collapse.tsx';
import { TextInput } from '#web/components/ui/input.tsx';
import { Stack } from '#web/components/ui/primitives.tsx';
import { SimpleGrid } from '#web/components/ui/simple-grid.tsx';
import { useDebouncedValue } from '#web/lib/hooks.ts';
import { MultiSelect } from '#web/components/ui/multi-select.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { IconSearch } from '@tabler/icons-react';
import { DEPARTMENTS, ENGLISH_LEVELS } from '#shared/domain/selection-lists.ts';
import { APPLICATION_STATUSES, STAGE_STATUSES, STATUSES_BY_STAGE, stageType } from '#shared/domain/stages.ts';
import { ruCandidatesTable } from '#shared/i18n/ru/candidates-table.ts';
import { ruWebShell } from '#shared/i18n/ru/ui/shell.ts';
import { useCities, useInstitutions } from '../api/reference.ts';
import { hasFilters, type Filters } from '../url-filters.ts';
import { FilterActions } from '#web/components/filter-actions.tsx';
import { usePhoneFilters } from '#web/components/phone-filters.tsx';
import { countSet } from '#web/lib/url-filters.ts';
import { staffApplicationStatus, staffStageStatus, stageNameOf } from '#shared/i18n/ru/statuses.ts';
import { DateInput } from '#web/components/ui/date-input.tsx';

const t = ruCandidatesTable.web.filters;
const MORE: (keyof Filters)[] = [
  'city_id',
  'institution_id',
  'english_level',
  'departments',
  'applied_from',
  'applied_to',
  'overdue',
];

type Props = {
  value: Filters;
  /** The search box's own text (the URL gets it debounced). */
  search: string;
  onSearch: (text: string) => void;
  onChange: (patch: Partial<Filters>) => void;
  onReset: () => void;
  /** The stage numbers to offer: the position's pipeline, or all eight. */
  stages: number[];
};

/** The institution box searches the server; a picked one (also after a reload) is named by its id. */
function InstitutionFilter({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const found = useInstitutions(debounced);
  const options = (found.data ?? []).map((i) => ({
    value: String(i.id),
    label: i.short ? `${i.name} (${i.short})` : i.name,
  }));
  const current = picked?.value === value ? picked : null;
  if (value && current && !options.some((o) => o.value === value)) options.unshift(current);
  if (value && !current && !options.some((o) => o.value === value))
    options.unshift({ value, label: `№ ${value}` });
  return (
    <Select
      label={t.institution}
      placeholder={t.any}
      clearable
      searchable
      onSearchChange={setSearch}
      nothingFoundMessage={found.isFetching ? ruWebShell.loading : t.institutionNothing}
      data={options}
      value={value || null}
      onChange={(v, option) => {
        setPicked(v && option ? { value: v, label: option.label } : null);
        onChange(v ?? '');
      }}
    />
  );
}

export function CandidatesFilters({ value, search, onSearch, onChange, onReset, stages }: Props) {
  const [more, setMore] = useState(() => MORE.some((k) => value[k] !== ''));
  const cities = useCities();
  const stageN = Number(value.stage);
  const type = stageN ? stageType(stageN) : undefined;
  const stageStatuses = (type ? STATUSES_BY_STAGE[type] : STAGE_STATUSES).filter((s) => s !== 'skipped');
  const list = (v: string) => (v ? v.split(',') : []);
  const fold = usePhoneFilters(countSet(value, ['q']));

  return (
    <Stack gap="sm" component="section" aria-label={t.region}>
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
            <Select
              label={t.stage}
              placeholder={t.any}
              clearable
              data={stages.map((n) => ({ value: String(n), label: stageNameOf(n) }))}
              value={value.stage || null}
              onChange={(v) => {
                const keep =
                  v &&
                  value.stage_status &&
                  STATUSES_BY_STAGE[stageType(Number(v))!].includes(value.stage_status as never);
                onChange({ stage: v ?? '', stage_status: keep ? value.stage_status : '' });
              }}
            />
            <Select
              label={t.stageStatus}
              placeholder={t.any}
              clearable
              data={stageStatuses.map((s) => ({ value: s, label: staffStageStatus(s) }))}
              value={value.stage_status || null}
              onChange={(v) => onChange({ stage_status: v ?? '' })}
            />
            <MultiSelect
              label={t.status}
              placeholder={value.status ? undefined : t.any}
              clearable
              data={APPLICATION_STATUSES.map((s) => ({
                value: s,
                label: staffApplicationStatus(s),
              }))}
              value={list(value.status)}
              onChange={(v) => onChange({ status: v.join(',') })}
            />
          </>,
        )}
      </SimpleGrid>
      {fold.part(
        <>
          <Collapse expanded={more}>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
              <Select
                label={t.city}
                placeholder={t.any}
                clearable
                searchable
                data={(cities.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
                value={value.city_id || null}
                onChange={(v) => onChange({ city_id: v ?? '' })}
              />
              <InstitutionFilter
                value={value.institution_id}
                onChange={(v) => onChange({ institution_id: v })}
              />
              <Select
                label={t.english}
                placeholder={t.any}
                clearable
                data={ENGLISH_LEVELS.map((l) => ({ value: String(l.value), label: l.label }))}
                value={value.english_level || null}
                onChange={(v) => onChange({ english_level: v ?? '' })}
              />
              <MultiSelect
                label={t.departments}
                placeholder={value.departments ? undefined : t.any}
                clearable
                data={DEPARTMENTS.map((d) => ({ value: String(d.value), label: d.label }))}
                value={list(value.departments)}
                onChange={(v) => onChange({ departments: v.join(',') })}
              />
              <DateInput
                label={t.appliedFrom}
                clearable
                value={value.applied_from}
                maxDate={value.applied_to || undefined}
                onChange={(v) => onChange({ applied_from: v ?? '' })}
              />
              <DateInput
                label={t.appliedTo}
                clearable
                value={value.applied_to}
                minDate={value.applied_from || undefined}
                onChange={(v) => onChange({ applied_to: v ?? '' })}
              />
              <Select
                label={t.overdue}
                placeholder={t.any}
                clearable
                data={[
                  { value: 'true', label: t.overdueYes },
                  { value: 'false', label: t.overdueNo },
                ]}
                value={value.overdue || null}
                onChange={(v) => onChange({ overdue: v ?? '' })}
              />
            </SimpleGrid>
          </Collapse>
          <FilterActions
            more={more}
            onToggleMore={() => setMore((m) => !m)}
            canReset={hasFilters(value) || search !== ''}
            onReset={onReset}
            labels={{ more: t.more, less: t.less, reset: ruCandidatesTable.web.resetFilters }}
          />
        </>,
      )}
    </Stack>
  );
}
