/** Search, status, position and the application dates; every value lives in the URL. */
import { Button } from '#web/components/ui/button.tsx';
import { TextInput } from '#web/components/ui/input.tsx';
import { MultiSelect } from '#web/components/ui/multi-select.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { IconSearch } from '@tabler/icons-react';
import { APPLICATION_STATUSES } from '#shared/domain/stages.ts';
import { useVacancyOptions } from '../api/vacancy-options.ts';
import { staffApplicationStatus } from '#shared/i18n/ru/statuses.ts';
import { at } from '../texts.ts';
import classes from './applications-filters.module.css';
import { DateInput } from '#web/components/ui/date-input.tsx';
import { usePhoneFilters } from '#web/components/phone-filters.tsx';
import { countSet } from '#web/lib/url-filters.ts';

export type Filters = {
  q: string;
  status: string;
  vacancy_id: string;
  date_from: string;
  date_to: string;
  sort: string;
};

const STATUS_OPTIONS = APPLICATION_STATUSES.map((s) => ({ value: s, label: staffApplicationStatus(s) }));
const SORT_OPTIONS = [
  { value: 'created_at:desc', label: at.sorts.created_at },
  { value: 'created_at:asc', label: at.sorts.created_at_asc },
  { value: 'name:asc', label: at.sorts.name },
];

export function ApplicationsFilters({
  value,
  onChange,
  onReset,
}: {
  value: Filters;
  onChange: (patch: Partial<Filters>) => void;
  onReset: () => void;
}) {
  const vacancies = useVacancyOptions();
  const fold = usePhoneFilters(countSet(value, ['q', 'sort']));
  return (
    <div className={classes.filters}>
      <div className={classes.search}>
        <TextInput
          label={at.search}
          placeholder={at.searchPlaceholder}
          leftSection={<IconSearch size={16} />}
          value={value.q}
          onChange={(e) => onChange({ q: e.currentTarget.value })}
        />
      </div>
      {fold.toggle}
      {fold.part(
        <>
          <div className={classes.choice}>
            <MultiSelect
              label={at.statusFilter}
              data={STATUS_OPTIONS}
              value={value.status ? value.status.split(',') : []}
              onChange={(v) => onChange({ status: v.join(',') })}
              clearable
            />
          </div>
          <div className={classes.choice}>
            <Select
              label={at.vacancyFilter}
              placeholder={at.anyVacancy}
              data={vacancies.data ?? []}
              value={value.vacancy_id || null}
              onChange={(v) => onChange({ vacancy_id: v ?? '' })}
              searchable
              clearable
              nothingFoundMessage={at.empty}
            />
          </div>
          <div className={classes.date}>
            <DateInput
              label={at.dateFrom}
              clearable
              value={value.date_from || null}
              onChange={(v) => onChange({ date_from: v ?? '' })}
            />
          </div>
          <div className={classes.date}>
            <DateInput
              label={at.dateTo}
              clearable
              minDate={value.date_from || undefined}
              value={value.date_to || null}
              onChange={(v) => onChange({ date_to: v ?? '' })}
            />
          </div>
          <div className={classes.short}>
            <Select
              label={at.sort}
              data={SORT_OPTIONS}
              value={value.sort}
              onChange={(v) => onChange({ sort: v ?? 'created_at:desc' })}
            />
          </div>
          <div className={classes.short}>
            <Button variant="subtle" onClick={onReset} fullWidth>
              {at.reset}
            </Button>
          </div>
        </>,
      )}
    </div>
  );
}
