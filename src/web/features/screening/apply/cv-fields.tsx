/**
 * The CV as a file or a link, for the application and for replacing the CV later: fields of the
 * form they sit in (`cv_mode`, `cv`, `cv_link`), read when it is sent. The switch between the two is
 * the checked radio's, in CSS, so it works before the page's scripts. With them, the file is
 * pre-checked by name and size (`/attach/check`) and the link on blur (`/cv/link/check`): hints,
 * the server checks both again.
 */
import { useState } from 'react';
import type { CheckResponse } from '#shared/contracts/apply.ts';
import { UPLOAD_EXTENSIONS } from '#shared/domain/apply.ts';
import { ruApply } from '#shared/i18n/ru/apply.ts';
import { TextInput } from '#web/components/ui/input.tsx';
import { Box, Title } from '#web/components/ui/primitives.tsx';
import { SegmentedControl } from '#web/components/ui/segmented-control.tsx';
import type { Fields } from '#web/lib/form-action.ts';
import { useAttachCheck } from '../api/attach-check.ts';
import { useCvLinkCheck } from '../api/cv-link-check.ts';
import classes from './cv-fields.module.css';

const f = ruApply.form;
const ACCEPT = UPLOAD_EXTENSIONS.cv.map((e) => `.${e}`).join(',');

export type CvErrors = { cvFile?: string; cvLink?: string };

/** The CV a form holds: the chosen way's file or link, or null when that way is left empty. */
export function chosenCv(fields: Fields, form: FormData): { file: File } | { link: string } | null {
  if (fields.cv_mode === 'link') return fields.cv_link?.trim() ? { link: fields.cv_link.trim() } : null;
  const file = form.get('cv');
  return file instanceof File && file.size > 0 ? { file } : null;
}

/** The API's field for the CV a form holds in the chosen way. */
export const cvField = (fields: Fields) => (fields.cv_mode === 'link' ? 'cv_link' : 'cv');

type Props = {
  /** The way chosen when the form is drawn (again, after a refusal). */
  mode: 'file' | 'link';
  link?: string;
  errors: CvErrors;
};

export function CvFields({ mode, link, errors }: Props) {
  const [chosen, setChosen] = useState(mode);
  const fileCheck = useAttachCheck();
  const linkCheck = useCvLinkCheck();
  const [fileVerdict, setFileVerdict] = useState<CheckResponse | null>(null);
  const [linkVerdict, setLinkVerdict] = useState<CheckResponse | null>(null);

  const onFile = async (file: File | undefined) => {
    setFileVerdict(null);
    if (!file) return;
    try {
      setFileVerdict(await fileCheck.mutateAsync({ kind: 'cv', name: file.name, size: file.size }));
    } catch {
      // The check is a courtesy: the server checks the file again at upload.
    }
  };

  const onLinkBlur = async (value: string) => {
    setLinkVerdict(null);
    if (!value.trim()) return;
    try {
      setLinkVerdict(await linkCheck.mutateAsync(value.trim()));
    } catch {
      // Only a hint; the submission is checked on the server anyway.
    }
  };

  return (
    <Box className={classes.cv}>
      <Title order={3} size="h4" mb="sm">
        {f.cvTitle}
      </Title>
      <SegmentedControl
        name="cv_mode"
        aria-label={f.cvTitle}
        data={[
          { value: 'file', label: f.cvAsFile },
          { value: 'link', label: f.cvAsLink },
        ]}
        value={chosen}
        onChange={(value) => setChosen(value === 'link' ? 'link' : 'file')}
        mb="md"
      />
      <Box className={classes.file}>
        <TextInput
          label={f.cvFileLabel}
          description={f.cvFilePlaceholder}
          name="cv"
          type="file"
          accept={ACCEPT}
          onChange={(e) => void onFile(e.currentTarget.files?.[0])}
          error={errors.cvFile ?? (fileVerdict && !fileVerdict.ok ? fileVerdict.message : undefined)}
        />
      </Box>
      <Box className={classes.link}>
        <TextInput
          label={f.cvLinkLabel}
          placeholder={f.cvLinkPlaceholder}
          name="cv_link"
          type="url"
          inputMode="url"
          maxLength={500}
          defaultValue={link}
          onChange={() => setLinkVerdict(null)}
          onBlur={(e) => void onLinkBlur(e.currentTarget.value)}
          description={linkCheck.isPending ? f.checking : linkVerdict?.ok ? linkVerdict.message : undefined}
          error={errors.cvLink ?? (linkVerdict && !linkVerdict.ok ? linkVerdict.message : undefined)}
        />
      </Box>
    </Box>
  );
}
