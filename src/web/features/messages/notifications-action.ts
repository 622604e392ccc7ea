/**
 * /notifications' forms (decision 052): «Прочитать все» (`intent=read-all`), a notice's «Отметить
 * прочитанным» (`intent=read-{id}`, so only the pressed button spins) and a line to the recruiter
 * (`intent=chat`). Posted natively before the scripts, or by the router after.
 */
import { redirect } from 'react-router';
import { CHAT_INTENT, type ChatSent } from '#web/components/chat/chat-page-composer.tsx';
import type { AppContext } from '#web/lib/app-context.ts';
import type { Fields } from '#web/lib/form-action.ts';
import { afterChatLine, postChatLine } from '../../api/chat.ts';
import { putMarkRead } from './api/mark-read.ts';

export const READ_ALL = 'read-all';
export const readIntent = (id: number) => `read-${id}`;

export async function notificationsAction(fields: Fields, ctx: AppContext): Promise<Response | ChatSent> {
  const intent = fields.intent ?? '';
  if (intent === CHAT_INTENT) {
    await postChatLine('me', fields.text ?? '', true);
    // Without scripts the page comes again by GET, at the chat; in the browser the thread refreshes
    // where it is and the field empties.
    if (ctx.server) return redirect('/notifications#chat');
    await afterChatLine(ctx.queryClient, 'me');
    return { sent: true } satisfies ChatSent;
  }
  await putMarkRead(intent === READ_ALL ? 'all' : intent.replace(/^read-/, ''));
  // A native post is answered with the list again by GET (a reload does not post twice); in the
  // browser the page stays where it is scrolled and its queries fetch the list and the dot afresh.
  if (ctx.server) return redirect('/notifications');
  await ctx.queryClient.invalidateQueries({ queryKey: ['messages'] });
  return {};
}
