import { IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CHAT_TEXT_MAX } from '#shared/domain/chat.ts';
import { ruChat } from '#shared/i18n/ru/chat.ts';
import { PageForm, PageSubmit, useFormResult } from '#web/components/page-form.tsx';
import { Textarea } from '#web/components/ui/input.tsx';
import { Group, Text } from '#web/components/ui/primitives.tsx';
import type { FormResult } from '#web/lib/form-action.ts';

const t = ruChat.web;

/** The composer's button's `intent`: the page's action sends the line (`text`). */
export const CHAT_INTENT = 'chat';

/** What the page's action answers when the line went out in the browser: the field empties. */
export type ChatSent = FormResult & { sent?: true };

/**
 * The line being written as a page's form (decision 052), on a server-rendered page whose action
 * takes `intent=chat`: sent natively before the scripts or by the router after. The API judges the
 * line; a refused one comes back in the field with the reason under it. Ctrl+Enter (⌘+Enter) sends,
 * Enter makes a new line.
 */
export function ChatPageComposer({ id }: { id: string }) {
  const result = useFormResult<ChatSent>();
  const mine = result.values?.intent === CHAT_INTENT;
  const form = useRef<HTMLFormElement>(null);
  // Only the counter follows the typing: the field itself is the browser's (typed before the scripts, kept).
  const [length, setLength] = useState(() => (mine ? (result.values?.text ?? '').trim().length : 0));
  // Sent: the field empties (its reset event zeroes the counter).
  useEffect(() => {
    if (result.sent) form.current?.reset();
  }, [result]);

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key !== 'Enter' || !(e.ctrlKey || e.metaKey)) return;
    e.preventDefault();
    const button = form.current?.querySelector<HTMLButtonElement>(`button[value="${CHAT_INTENT}"]`);
    form.current?.requestSubmit(button ?? undefined);
  }

  return (
    <PageForm ref={form} onReset={() => setLength(0)}>
      <Textarea
        id={id}
        name="text"
        label={t.composerLabel}
        placeholder={t.composerPlaceholder}
        rows={3}
        resize="vertical"
        defaultValue={mine ? result.values?.text : undefined}
        onChange={(e) => setLength(e.currentTarget.value.trim().length)}
        onKeyDown={onKeyDown}
        error={mine ? (result.errors?.text ?? result.message) : undefined}
        maxLength={CHAT_TEXT_MAX + 200}
      />
      <Group justify="space-between" mt="xs" wrap="nowrap">
        <Text size="xs" c={length > CHAT_TEXT_MAX ? 'red.8' : 'dimmed'} aria-live="off">
          {t.counter(length, CHAT_TEXT_MAX)}
        </Text>
        <PageSubmit value={CHAT_INTENT} leftSection={<IconSend size={16} />}>
          {t.send}
        </PageSubmit>
      </Group>
    </PageForm>
  );
}
