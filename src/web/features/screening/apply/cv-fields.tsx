/**
 * The CV as a file or a link, for the application and for replacing the CV later. The file is
 * pre-checked by name and size (`/attach/check`), the link on blur (`/cv/link/check`: a hint, any
 * https link may be sent); the server checks both again.
 */
import { FileInput } from '@mantine/core';
import { SegmentedControl } from '#web/components/plain/segmented-control.tsx';
import { TextInput } from '#web/components/plain/input.tsx';
import { IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import type { CheckResponse } from '#shared/contracts/apply.ts';
import { UPLOAD_EXTENSIONS } from '#shared/domain/apply.ts';
import { ruApply } from '#shared/i18n/ru/apply.ts';
import { useAttachCheck } from '../api/attach-check.ts';
import { useCvLinkCheck } from '../api/cv-link-check.ts';
import { Title } from '#web/components/plain/plain.tsx';

const f = ruApply.form;
const ACCEPT = UPLOAD_EXTENSIONS.cv.map((e) => `.${e}`).join(',');

export type CvValues = { cvMode: 'file' | 'link'; cvFile: File | null; cvLink: string };
export type CvErrors = { cvFile?: string; cvLink?: string };

/** The CV the form holds, as the upload calls take it. */
export function chosenCv(values: CvValues): { file: File } | { link: string } {
  return values.cvMode === 'file' && values.cvFile ? { file: values.cvFile } : { link: values.cvLink.trim() };
}

/** Empty when a CV was given in the chosen way. */
export function cvErrors(values: CvValues): Record<string, string> {
  if (values.cvMode === 'file' && !values.cvFile) return { cvFile: ruApply.cvRequired };
  if (values.cvMode === 'link' && !values.cvLink.trim()) return { cvLink: ruApply.cvRequired };
  return {};
}

/** Server field errors split into the CV fields' and the rest. */
export function splitCvErrors(
  mode: CvValues['cvMode'],
  errors: Record<string, string>,
): { cv: CvErrors; rest: Record<string, string> } {
  const cv: CvErrors = {};
  const rest: Record<string, string> = {};
  for (const [field, text] of Object.entries(errors)) {
    if (field === 'cv') cv[mode === 'file' ? 'cvFile' : 'cvLink'] = text;
    else if (field === 'cv_link') cv.cvLink = text;
    else rest[field] = text;
  }
  return { cv, rest };
}

type Props = {
  values: CvValues;
  errors: CvErrors;
  onChange: (patch: Partial<CvValues>) => void;
  onError: (field: keyof CvErrors, message: string | null) => void;
};

export function CvFields({ values, errors, onChange, onError }: Props) {
  const fileCheck = useAttachCheck();
  const linkCheck = useCvLinkCheck();
  const [linkVerdict, setLinkVerdict] = useState<CheckResponse | null>(null);

  const onFile = async (file: File | null) => {
    onChange({ cvFile: file });
    onError('cvFile', null);
    if (!file) return;
    try {
      const verdict = await fileCheck.mutateAsync({ kind: 'cv', name: file.name, size: file.size });
      if (!verdict.ok) onError('cvFile', verdict.message);
    } catch {
      // The check is a courtesy: the server checks the file again at upload.
    }
  };

  const onLinkBlur = async () => {
    const link = values.cvLink.trim();
    setLinkVerdict(null);
    if (!link) return;
    try {
      setLinkVerdict(await linkCheck.mutateAsync(link));
    } catch {
      // Only a hint; the submission is checked on the server anyway.
    }
  };

  return (
    <>
      <Title order={3} size="h4">
        {f.cvTitle}
      </Title>
      <SegmentedControl
        aria-label={f.cvTitle}
        data={[
          { value: 'file', label: f.cvAsFile },
          { value: 'link', label: f.cvAsLink },
        ]}
        value={values.cvMode}
        onChange={(mode) => onChange({ cvMode: mode as CvValues['cvMode'] })}
      />
      {values.cvMode === 'file' ? (
        <FileInput
          label={f.cvFileLabel}
          placeholder={f.cvFilePlaceholder}
          accept={ACCEPT}
          clearable
          leftSection={<IconFileText size={16} />}
          value={values.cvFile}
          onChange={(file) => void onFile(file)}
          error={errors.cvFile}
        />
      ) : (
        <TextInput
          label={f.cvLinkLabel}
          placeholder={f.cvLinkPlaceholder}
          type="url"
          inputMode="url"
          maxLength={500}
          value={values.cvLink}
          onChange={(e) => {
            onChange({ cvLink: e.currentTarget.value });
            onError('cvLink', null);
          }}
          onBlur={() => void onLinkBlur()}
          description={linkCheck.isPending ? f.checking : linkVerdict?.ok ? linkVerdict.message : undefined}
          error={errors.cvLink ?? (linkVerdict && !linkVerdict.ok ? linkVerdict.message : undefined)}
        />
      )}
    </>
  );
}
