import { useState } from 'react';
import { useDebouncedValue } from '#web/lib/hooks.ts';

import { useQuery } from '@tanstack/react-query';
import { ruProfileFields } from '#shared/i18n/ru/profile-fields.ts';
import { TextInput } from '#web/components/ui/input.tsx';
import { REQUIRED } from '#web/components/required.ts';
import { institutionsQuery } from '../../api/institutions.ts';
import { institutionLabel } from './institution.ts';

/**
 * The institution: a text box whose suggestions are the platform's own (`<datalist>`). Before the
 * scripts, the suggestions are the ones the last post found (institution.ts); once they run, the
 * matches of what is being typed.
 */
export function InstitutionField({
  defaultValue,
  error,
  suggestions = [],
}: {
  defaultValue?: string;
  error?: string;
  suggestions?: string[];
}) {
  const t = ruProfileFields.education;
  const [typed, setTyped] = useState<string | null>(null);
  const search = useDebouncedValue((typed ?? '').trim(), 250);
  const found = useQuery({ ...institutionsQuery(search), enabled: typed !== null });
  const options = found.data ? found.data.map(institutionLabel) : suggestions;
  return (
    <>
      <TextInput
        name="institution"
        label={t.institution}
        description={t.institutionHint}
        placeholder={t.institutionPlaceholder}
        {...REQUIRED}
        list="institution-suggestions"
        autoComplete="off"
        defaultValue={defaultValue}
        onChange={(e) => setTyped(e.currentTarget.value)}
        error={error}
      />
      <datalist id="institution-suggestions">
        {options.map((o) => (
          <option key={o} value={o} />
        ))}
      </datalist>
    </>
  );
}
