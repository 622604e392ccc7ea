import { useState, type FormEvent } from 'react';
import { Progress } from '#web/components/ui/progress.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { ActionIcon } from '#web/components/ui/action-icon.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { TextInput, Textarea } from '#web/components/ui/input.tsx';
import { SimpleGrid } from '#web/components/ui/simple-grid.tsx';
import { Image } from '#web/components/ui/image.tsx';
import { Group, Stack, Text } from '#web/components/ui/primitives.tsx';
import { FileInput } from '#web/components/ui/file-input.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/dialog.tsx';
import { notify } from '#web/lib/notify.ts';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { CAROUSEL_MIN_IMAGES, MAX_POST_IMAGES, type AdminPost } from '#shared/contracts/posts.ts';
import { POST_CATEGORIES, SINGLE_POST_KINDS } from '#shared/domain/posts.ts';
import { ruFeed } from '#shared/i18n/ru/feed.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { MODAL_WIDTH } from '#web/lib/constants.ts';
import { formatMoscow } from '#shared/i18n/dates.ts';
import { useIsMobile } from '#web/lib/media.ts';
import { useCheckedForm } from '#web/lib/form.ts';
import { offerVacanciesQuery } from './api/admin-posts.ts';
import { useSavePost } from './api/post-save.ts';
import { PostPreview, useFileUrls, type PreviewMedia } from './post-preview.tsx';
import { moscowWallTime } from '#shared/domain/moscow-time.ts';
import { focusFirstInvalid } from '#web/lib/focus-invalid.ts';
import { DateTimeInput } from '#web/components/ui/date-time-input.tsx';

const t = ruFeed;
const f = t.admin.form;

/** What the form edits: a new post, a new carousel, or an existing post. */
export type FormTarget = { mode: 'create' } | { mode: 'carousel' } | { mode: 'edit'; post: AdminPost };

type Values = {
  title: string;
  text: string;
  kind: string;
  category: string;
  vacancy_id: string | null;
  published_at: string;
  keep: number[];
  files: File[];
};

/** What is wrong with the post's media for its kind: a video is one file, a carousel a few images. */
function filesError(all: Values): string | null {
  const total = all.keep.length + all.files.length;
  if (all.kind === 'video') return total === 1 ? null : t.validation.videoOne;
  if (all.kind === 'carousel' && (total < CAROUSEL_MIN_IMAGES || total > MAX_POST_IMAGES))
    return t.validation.carouselImages(CAROUSEL_MIN_IMAGES, MAX_POST_IMAGES);
  return total > MAX_POST_IMAGES ? t.validation.imagesMax(MAX_POST_IMAGES) : null;
}

/** The date-time field's wall time read as Moscow time, and back. */
const toInput = (iso: string) => formatMoscow(iso, 'YYYY-MM-DDTHH:mm');
const fromInput = (v: string) => (v ? new Date(moscowWallTime(v)).toISOString() : null);

export function PostFormModal({ target, onClose }: { target: FormTarget | null; onClose: () => void }) {
  const mobile = useIsMobile();
  const title = !target
    ? ''
    : target.mode === 'edit'
      ? f.editTitle
      : target.mode === 'carousel'
        ? f.createCarouselTitle
        : f.createTitle;
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={title}
      size={MODAL_WIDTH.xl}
      fullScreen={mobile}
      closeOnClickOutside={false}
    >
      {target && <PostForm target={target} onDone={onClose} />}
    </Modal>
  );
}

function PostForm({ target, onDone }: { target: FormTarget; onDone: () => void }) {
  const post = target.mode === 'edit' ? target.post : null;
  const kind = post?.kind ?? (target.mode === 'carousel' ? 'carousel' : 'news');
  const save = useSavePost();
  const vacancies = useQuery(offerVacanciesQuery);
  const [preview, setPreview] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const form = useCheckedForm<Values>(
    {
      title: post?.title ?? '',
      text: post?.text ?? '',
      kind,
      category: post?.category ?? 'news',
      vacancy_id: post?.vacancy ? String(post.vacancy.id) : null,
      published_at: post ? toInput(post.published_at) : '',
      keep: post?.media.map((m) => m.id) ?? [],
      files: [],
    },
    (all) => ({
      title: all.title.trim() && all.title.length <= 200 ? null : t.validation.title,
      category: all.category ? null : t.validation.category,
      vacancy_id: all.kind === 'offer' && !all.vacancy_id ? t.validation.vacancy : null,
      files: filesError(all),
    }),
  );
  const v = form.values;
  const newMedia = useFileUrls(v.files);
  const kept: PreviewMedia[] = (post?.media ?? [])
    .filter((m) => v.keep.includes(m.id))
    .map((m) => ({ key: `kept-${m.id}`, url: m.url, kind: m.kind, name: m.name }));
  const vacancyOptions = [
    ...(post?.vacancy ? [{ value: String(post.vacancy.id), label: post.vacancy.title }] : []),
    ...(vacancies.data?.data ?? [])
      .filter((p) => p.id !== post?.vacancy?.id)
      .map((p) => ({ value: String(p.id), label: p.title })),
  ];
  const vacancyTitle = vacancyOptions.find((o) => o.value === v.vacancy_id)?.label ?? null;

  /** The form's refusal handler: the first wrong field takes the focus. */
  const refused = (_errors: unknown, _values: unknown, event?: FormEvent<HTMLFormElement>) =>
    focusFirstInvalid(event?.currentTarget);
  const submit = form.onSubmit(async (values, event) => {
    const where = event?.currentTarget;
    const data: Record<string, unknown> = {
      title: values.title,
      text: values.text,
      category: values.category,
      vacancy_id: values.kind === 'offer' && values.vacancy_id ? Number(values.vacancy_id) : null,
      published_at: fromInput(values.published_at),
    };
    if (target.mode === 'create') data.kind = values.kind;
    if (target.mode === 'edit') data.media_ids = values.keep;
    try {
      await save.mutateAsync({
        id: post?.id,
        carousel: target.mode === 'carousel',
        data,
        files: values.files,
        onProgress: setProgress,
      });
      notify({ color: 'green', message: f.saved });
      onDone();
    } catch (e) {
      setPreview(false);
      if (e instanceof ApiError)
        form.setErrors({
          ...e.fieldErrors(),
          ...(e.errors.media_ids ? { files: e.errors.media_ids[0] } : {}),
          ...(e.errors.media ? { files: e.errors.media[0] } : {}),
        });
      focusFirstInvalid(where);
    } finally {
      setProgress(null);
    }
  }, refused);

  const isVideo = v.kind === 'video';
  return (
    <form onSubmit={submit} noValidate>
      {preview ? (
        <Stack gap="md">
          <PostPreview
            title={v.title}
            text={v.text}
            kind={v.kind}
            category={v.category}
            when={
              v.published_at
                ? formatMoscow(fromInput(v.published_at)!, 'DD.MM.YYYY HH:mm')
                : formatMoscow(new Date().toISOString(), 'DD.MM.YYYY')
            }
            media={[...kept, ...newMedia]}
            vacancyTitle={v.kind === 'offer' ? vacancyTitle : null}
          />
          {progress !== null && <Progress value={progress} aria-label={f.publish} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPreview(false)}>
              {f.back}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {post ? f.save : f.publish}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          {save.isError && !(save.error instanceof ApiError && Object.keys(save.error.errors).length) && (
            <Alert color="red">{save.error.message}</Alert>
          )}
          <TextInput label={f.title} withAsterisk maxLength={200} {...form.getInputProps('title')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {target.mode === 'create' && (
              <Select
                label={f.kind}
                withAsterisk
                data={SINGLE_POST_KINDS.map((k) => ({ value: k, label: t.kinds[k]! }))}
                {...form.getInputProps('kind')}
                onChange={(k) => {
                  form.setFieldValue('kind', k ?? 'news');
                  form.setFieldValue('files', []);
                }}
              />
            )}
            <Select
              label={f.category}
              withAsterisk
              data={POST_CATEGORIES.map((c) => ({ value: c, label: t.categories[c]! }))}
              {...form.getInputProps('category')}
            />
            {v.kind === 'offer' && (
              <Select
                label={f.vacancy}
                withAsterisk
                searchable
                placeholder={f.vacancyPlaceholder}
                data={vacancyOptions}
                nothingFoundMessage={t.admin.empty}
                {...form.getInputProps('vacancy_id')}
              />
            )}
            <DateTimeInput
              label={f.publishedAt}
              description={f.publishedAtHint}
              {...form.getInputProps('published_at')}
            />
          </SimpleGrid>
          <Textarea label={f.text} rows={8} resize="vertical" {...form.getInputProps('text')} />
          {post && post.media.length > 0 && (
            <Stack gap={6}>
              <Text size="sm" fw={500}>
                {f.currentMedia}
              </Text>
              <Group gap="xs">
                {post.media
                  .filter((m) => v.keep.includes(m.id))
                  .map((m) => (
                    <Group key={m.id} gap={4} wrap="nowrap">
                      {m.kind === 'image' ? (
                        <Image src={m.url} alt={m.name} w={64} h={64} radius="sm" fit="cover" />
                      ) : (
                        <Text size="sm">{m.name}</Text>
                      )}
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={f.removeMedia(m.name)}
                        onClick={() =>
                          form.setFieldValue(
                            'keep',
                            v.keep.filter((id) => id !== m.id),
                          )
                        }
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  ))}
              </Group>
            </Stack>
          )}
          <FileInput
            label={isVideo ? f.video : f.images}
            multiple={!isVideo}
            clearable
            accept={isVideo ? 'video/mp4,video/webm,video/quicktime' : 'image/jpeg,image/png,image/webp'}
            value={v.files}
            onChange={(files) =>
              form.setFieldValue('files', files === null ? [] : Array.isArray(files) ? files : [files])
            }
            error={form.errors.files}
            withAsterisk={isVideo || v.kind === 'carousel'}
            data-testid="post-files"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              {f.cancel}
            </Button>
            <Button
              onClick={(e) =>
                form.validate().hasErrors ? focusFirstInvalid(e.currentTarget.form) : setPreview(true)
              }
            >
              {f.preview}
            </Button>
          </Group>
        </Stack>
      )}
    </form>
  );
}
