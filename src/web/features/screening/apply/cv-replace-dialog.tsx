/**
 * «Новое резюме»: a new file or link for the screening stage while it is evaluated, sent with progress
 * (cv-replace.tsx opens it; a dialog, so it is the scripts' own and posts by the app's upload).
 */
import { Modal } from '#web/components/ui/dialog.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { notify } from '#web/lib/notify.ts';
import { useState } from 'react';
import { ruApply } from '#shared/i18n/ru/apply.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { useIsMobile } from '#web/lib/media.ts';
import { useReplaceCv } from '../api/cv-replace.ts';
import type { Fields } from '#web/lib/form-action.ts';
import { chosenCv, cvField, CvFields, type CvErrors } from './cv-fields.tsx';
import { Group, Stack, Text } from '#web/components/ui/primitives.tsx';

const f = ruApply.form;

export function CvReplaceDialog({ opened, onClose: close }: { opened: boolean; onClose: () => void }) {
  const mobile = useIsMobile();
  const replace = useReplaceCv();
  const [errors, setErrors] = useState<CvErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const submit = async (form: FormData) => {
    setFormError(null);
    const fields = Object.fromEntries([...form].filter(([, v]) => typeof v === 'string')) as Fields;
    const cv = chosenCv(fields, form);
    const field = cvField(fields) === 'cv' ? 'cvFile' : 'cvLink';
    if (!cv) return setErrors({ [field]: ruApply.cvRequired });
    setErrors({});
    setProgress(0);
    try {
      const res = await replace.mutateAsync({ cv, onProgress: setProgress });
      notify({ color: 'green', message: res.message || f.cvReplaced });
      close();
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.errors).length > 0) {
        const { cv: cvError, cv_link: linkError, ...rest } = e.fieldErrors();
        setErrors({ cvFile: cvError, cvLink: linkError });
        const other = Object.values(rest)[0];
        if (other || (!cvError && !linkError)) setFormError(other ?? e.message);
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
          void submit(new FormData(e.currentTarget));
        }}
      >
        <Stack gap="md">
          <Text size="sm">{f.cvReplaceText}</Text>
          <CvFields mode="file" errors={errors} />
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={progress !== null}>
              {f.cancel}
            </Button>
            <Button type="submit" disabled={progress !== null}>
              {progress !== null ? f.sending(progress) : f.cvReplaceSend}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
