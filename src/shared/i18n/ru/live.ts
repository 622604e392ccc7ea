/** The live stream of notices (decision 030): what the server answers when it cannot open one. */
export const ruLive = {
  notAcceptable:
    'Этот адрес отдаёт поток событий: откройте его через EventSource (Accept: text/event-stream).',
} as const;
