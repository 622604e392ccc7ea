import type { ComponentProps } from 'react';
import { useSendChat, type ChatTarget } from '../../api/chat.ts';
import { ChatComposer } from './chat-composer.tsx';
import { ChatThreadPanel } from './chat-thread-panel.tsx';

/** The staff's chat with a participant (the candidate card, the user's page): lines sent by the API. */
export function ChatPanel(props: Omit<ComponentProps<typeof ChatThreadPanel>, 'composer'>) {
  return (
    <ChatThreadPanel
      {...props}
      composer={({ id, opened }) => <ApiComposer id={id} target={props.target} opened={opened} />}
    />
  );
}

function ApiComposer({ id, target, opened }: { id: string; target: ChatTarget; opened: boolean }) {
  const send = useSendChat(target);
  return (
    <ChatComposer id={id} sending={send.isPending} onSend={(text) => send.mutateAsync({ text, opened })} />
  );
}
