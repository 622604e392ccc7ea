import { useId, useState, type FormEvent } from 'react';
import { Progress } from '#web/components/ui/progress.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { TextInput, Textarea } from '#web/components/ui/input.tsx';
import { SimpleGrid } from '#web/components/ui/simple-grid.tsx';
import { SegmentedControl } from '#web/components/ui/segmented-control.tsx';
import { Group, Stack, Text } from '#web/components/ui/primitives.tsx';
import { FileInput } from '#web/components/ui/file-input.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/dialog.tsx';
import { notify } from '#web/lib/notify.ts';
import {
  MATERIAL_KINDS,
  MaterialFormSchema,
  type Material,
  type MaterialKind,
} from '#shared/contracts/materials.ts';
import { STAGE_TYPES } from '#shared/domain/stages.ts';
import { ruHome } from '#shared/i18n/ru/home.ts';
import { REQUIRED } from '#web/components/required.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { MODAL_WIDTH } from '#web/lib/constants.ts';
import { showFormError, useCheckedForm, zodValidate } from '#web/lib/form.ts';
import { useIsMobile } from '#web/lib/media.ts';
import { useSaveMaterial, type MaterialFormData } from './api.ts';
import { STAGE_NAMES } from '#shared/i18n/ru/statuses.ts';
import { focusFirstInvalid } from '#web/lib/focus-invalid.ts';

type Values = {
  kind: MaterialKind;
  title: string;
  text: string;
  link: string;
  stages: string[];
  remove_media: boolean;
  media: File | null;
};

const toData = (v: Values): MaterialFormData => ({
  kind: v.kind,
  title: v.title,
  text: v.text,
  link: v.link,
  stages: v.stages.map(Number).sort((a, b) => a - b),
  remove_media: v.remove_media,
});

const ACCEPT = {
  video: 'video/webm,video/mp4,video/quicktime,.webm,.mp4,.mov',
  image: 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp',
};

/** Create or edit one material; a failed save keeps everything typed and shows each field's message. */
export function MaterialFormModal({
  material,
  opened,
  onClose,
}: {
  material: Material | null;
  opened: boolean;
  onClose: () => void;
}) {
  const t = ruHome.admin;
  const mobile = useIsMobile();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={material ? t.editTitle : t.createTitle}
      size={MODAL_WIDTH.lg}
      fullScreen={mobile}
    >
      {opened && <MaterialForm key={material?.id ?? 'new'} material={material} onDone={onClose} />}
    </Modal>
  );
}

function MaterialForm({ material, onDone }: { material: Material | null; onDone: () => void }) {
  const t = ruHome.admin;
  const save = useSaveMaterial();
  const [progress, setProgress] = useState<number | null>(null);
  const form = useCheckedForm<Values>(
    {
      kind: material?.kind ?? 'video',
      title: material?.title ?? '',
      text: material?.text ?? '',
      link: material?.link ?? '',
      stages: (material?.stages ?? []).map(String),
      remove_media: false,
      media: null,
    },
    zodValidate(MaterialFormSchema, toData),
  );
  const v = form.values;
  const image = v.kind === 'article';
  const keptMedia =
    material?.media && !v.remove_media && (material.kind === 'article') === image ? material.media : null;

  /** The form's refusal handler: the first wrong field takes the focus. */
  const refused = (_errors: unknown, _values: unknown, event?: FormEvent<HTMLFormElement>) =>
    focusFirstInvalid(event?.currentTarget);
  const kindId = useId();
  const submit = form.onSubmit((values, event) => {
    const where = event?.currentTarget;
    setProgress(values.media ? 0 : null);
    save.mutate(
      {
        ...(material ? { id: material.id } : {}),
        data: toData(values),
        media: values.media,
        onProgress: setProgress,
      },
      {
        onSuccess: () => {
          notify({ color: 'green', message: t.saved });
          onDone();
        },
        onError: (e) => {
          showFormError(e, form.setErrors);
          focusFirstInvalid(where);
        },
        onSettled: () => setProgress(null),
      },
    );
  }, refused);

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <div>
          {/* Named by this line (the asterisk is global.css's, on a label); the segments are its radios. */}
          <Text component="label" size="sm" fw={500} id={kindId} {...REQUIRED.labelProps}>
            {t.kind}
          </Text>
          <SegmentedControl
            fullWidth
            mt={6}
            aria-labelledby={kindId}
            data={MATERIAL_KINDS.map((k) => ({ value: k, label: ruHome.materialKinds[k] }))}
            value={v.kind}
            onChange={(k) => {
              form.setFieldValue('kind', k as MaterialKind);
              form.setFieldValue('media', null);
            }}
          />
          {form.errors.kind && (
            <Text size="xs" c="red" mt={4}>
              {form.errors.kind}
            </Text>
          )}
        </div>
        <TextInput label={t.titleField} {...REQUIRED} maxLength={200} {...form.getInputProps('title')} />
        <Textarea label={t.text} rows={8} {...(image ? REQUIRED : {})} {...form.getInputProps('text')} />
        <FileInput
          label={t.media}
          description={image ? t.mediaHintImage : t.mediaHintVideo}
          accept={image ? ACCEPT.image : ACCEPT.video}
          clearable
          {...form.getInputProps('media')}
        />
        {keptMedia && !v.media && (
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">{t.mediaCurrent(keptMedia.name)}</Text>
            <Checkbox label={t.removeMedia} {...form.getInputProps('remove_media', { type: 'checkbox' })} />
          </Group>
        )}
        <TextInput
          label={t.link}
          description={t.linkHint}
          type="url"
          placeholder="https://"
          {...form.getInputProps('link')}
        />
        <Checkbox.Group label={t.stages} description={t.stagesHint} {...form.getInputProps('stages')}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
            {STAGE_TYPES.map((type, i) => (
              <Checkbox key={type} value={String(i + 1)} label={STAGE_NAMES[type]} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        {progress !== null && save.isPending && <Progress value={progress} aria-label={t.media} />}
        {save.isError && Object.keys(form.errors).length === 0 && (
          <Alert color="red" role="alert">
            {errorMessage(save.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
