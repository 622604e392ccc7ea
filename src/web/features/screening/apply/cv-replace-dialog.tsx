/** «Новое резюме»: a new file or link for the screening stage while it is evaluated, sent with progress (cv-replace.tsx opens it). */
import { Modal } from '@mantine/core';
import { Alert } from '#web/components/plain/alert.tsx';
import { Button } from '#web/components/plain/button.tsx';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ruApply } from '#shared/i18n/ru/apply.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { useIsMobile } from '#web/lib/media.ts';
import { useReplaceCv } from '../api/cv-replace.ts';
import { chosenCv, CvFields, cvErrors, splitCvErrors, type CvErrors, type CvValues } from './cv-fields.tsx';
import { SubmitButton } from '#web/components/submit-button.tsx';
import { Group, Stack, Text } from '#web/components/plain/plain.tsx';

const f = ruApply.form;
const EMPTY: CvValues = { cvMode: 'file', cvFile: null, cvLink: '' };

export function CvReplaceDialog({ opened, onClose: close }: { opened: boolean; onClose: () => void }) {
  const mobile = useIsMobile();
  const replace = useReplaceCv();
  const [values, setValues] = useState<CvValues>(EMPTY);
  const [errors, setErrors] = useState<CvErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const submit = async () => {
    setFormError(null);
    const missing = cvErrors(values);
    if (Object.keys(missing).length > 0 || errors.cvFile || errors.cvLink)
      return setErrors({ ...errors, ...missing });
    setProgress(0);
    try {
      const res = await replace.mutateAsync({ cv: chosenCv(values), onProgress: setProgress });
      notifications.show({ color: 'green', message: res.message || f.cvReplaced });
      setValues(EMPTY);
      close();
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.errors).length > 0) {
        const { cv, rest } = splitCvErrors(values.cvMode, e.fieldErrors());
        setErrors(cv);
        const other = Object.values(rest)[0];
        if (other || Object.keys(cv).length === 0) setFormError(other ?? e.message);
      } else setFormError(errorMessage(e));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={f.cvReplaceTitle} size={440} fullScreen={mobile}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{f.cvReplaceText}</Text>
          <CvFields
            values={values}
            errors={errors}
            onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
            onError={(field, message) => setErrors((x) => ({ ...x, [field]: message ?? undefined }))}
          />
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={progress !== null}>
              {f.cancel}
            </Button>
            <SubmitButton disabled={progress !== null}>
              {progress !== null ? f.sending(progress) : f.cvReplaceSend}
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
