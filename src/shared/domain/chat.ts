/** The chat's limits and the notice link that opens the participant's side of it. */
/** The longest message, in characters after trimming. */
export const CHAT_TEXT_MAX = 2000;
/** How many messages a page holds by default and at most. */
export const CHAT_PAGE = 30;
export const CHAT_PAGE_MAX = 100;
/** The notification link that opens the participant's side of the chat. */
export const PARTICIPANT_CHAT_LINK = '/notifications#chat';
