import { IconSend } from '@tabler/icons-react';
import { Button } from '#web/components/ui/button.tsx';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_TEXT_MAX } from '#shared/domain/chat.ts';
import { ruChat } from '#shared/i18n/ru/chat.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { Textarea } from '#web/components/ui/input.tsx';
import { Group, Text } from '#web/components/ui/primitives.tsx';

const t = ruChat.web;

/**
 * The line being written. It is cleared only after the server took it: on any error the text stays
 * and the reason shows under the field. Ctrl+Enter (⌘+Enter) sends, Enter makes a new line.
 */
export function ChatComposer({
  id,
  onSend,
  sending,
}: {
  id: string;
  onSend: (text: string) => Promise<void>;
  sending: boolean;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (sending) return;
    const trimmed = text.trim();
    if (trimmed.length === 0) return setError(ruChat.text);
    if (trimmed.length > CHAT_TEXT_MAX) return setError(ruChat.textLong(CHAT_TEXT_MAX));
    setError(null);
    try {
      await onSend(trimmed);
      setText('');
    } catch (err) {
      const message = err instanceof ApiError ? (err.fieldErrors().text ?? err.message) : t.sendError;
      setError(err instanceof ApiError && err.status === 0 ? t.sendError : message);
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit();
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Textarea
        id={id}
        label={t.composerLabel}
        placeholder={t.composerPlaceholder}
        // A fixed height: Mantine's autosize needs document.fonts, which jsdom lacks (web tests).
        rows={3}
        resize="vertical"
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          if (error) setError(null);
        }}
        onKeyDown={onKeyDown}
        error={error}
        maxLength={CHAT_TEXT_MAX + 200}
      />
      <Group justify="space-between" mt="xs" wrap="nowrap">
        <Text size="xs" c={text.trim().length > CHAT_TEXT_MAX ? 'red.8' : 'dimmed'} aria-live="off">
          {t.counter(text.trim().length, CHAT_TEXT_MAX)}
        </Text>
        <Button type="submit" loading={sending} leftSection={<IconSend size={16} />}>
          {t.send}
        </Button>
      </Group>
    </form>
  );
}
