/** Real delivery for the outbox, chosen by configuration: SMTP for e-mail, an HTTP gateway for SMS. */
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Transports } from './outbox.ts';

export function transportsFromConfig(config: Config): Transports {
  const transports: Transports = {};
  if (config.SMTP_URL) {
    const smtp = nodemailer.createTransport(config.SMTP_URL);
    transports.email = {
      deliver: async (m) => {
        // A calendar invitation goes as nodemailer's `icalEvent`: a `text/calendar; method=…` part
        // beside the text, which mail clients show as an invitation with its buttons; any other file
        // is an ordinary attachment.
        const calendar = m.attachments?.find((a) => a.contentType.startsWith('text/calendar'));
        const files = (m.attachments ?? []).filter((a) => a !== calendar);
        await smtp.sendMail({
          from: config.MAIL_FROM,
          to: m.recipient,
          subject: m.subject,
          text: m.body,
          messageId: `<${m.idempotencyKey}@jti-internship>`,
          ...(calendar
            ? {
                icalEvent: {
                  method: /method=([A-Z]+)/i.exec(calendar.contentType)?.[1] ?? 'PUBLISH',
                  filename: calendar.filename,
                  content: calendar.content,
                },
              }
            : {}),
          attachments: files.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
          })),
        });
      },
    };
  }
  if (config.SMS_GATEWAY_URL) {
    const url = config.SMS_GATEWAY_URL;
    transports.sms = {
      deliver: async (m) => {
        const res = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': m.idempotencyKey,
            ...(config.SMS_GATEWAY_TOKEN ? { authorization: `Bearer ${config.SMS_GATEWAY_TOKEN}` } : {}),
          },
          body: JSON.stringify({ to: m.recipient, text: m.body }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
      },
    };
  }
  return transports;
}
