/** The code pages say only what happened to the code: sent, sent if registered, or not sent and when to ask. */
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import { mockApi, renderApp } from '#web/test/render.tsx';

afterEach(() => vi.unstubAllGlobals());

const notSent = ru.auth.codeNotSent.budget(2400);

/** An e-mail sign-in of a participant whose phone is not confirmed: the server's answer about the code. */
async function signInToActivation(code: { sent: boolean; retry_after: number; message: string }) {
  document.cookie = 'XSRF-TOKEN=t; path=/';
  mockApi((url) =>
    url.pathname === '/login' ? { body: { user: null, activation_phone: '+79168971520', code } } : undefined,
  );
  const user = userEvent.setup();
  const app = renderApp('/email_login');
  await user.type(await screen.findByLabelText(/E-mail/), 'new@example.com');
  await user.type(screen.getByLabelText(/^Пароль/), 'secret-password');
  await user.click(screen.getByRole('button', { name: 'Войти' }));
  return app;
}

describe('/activation', () => {
  it('says the code was not sent, why, and when to ask, instead of «Мы отправили код»', async () => {
    const app = await signInToActivation({ sent: false, retry_after: 2400, message: notSent });
    const alert = await screen.findByRole('alert');
    expect(app.path()).toBe('/activation');
    expect(alert).toHaveTextContent(ru.web.code.notSentTitle);
    expect(alert).toHaveTextContent(notSent);
    expect(screen.queryByText(/Мы отправили код/)).toBeNull();
    expect(screen.getByText(/Запросить код можно через 4[01]:\d\d/)).toBeInTheDocument();
  });

  it('says the code was sent when it was', async () => {
    await signInToActivation({ sent: true, retry_after: 60, message: ru.auth.confirmCodeSent });
    expect(await screen.findByText(/Мы отправили код на номер/)).toHaveTextContent(
      'Мы отправили код на номер +7 (916) 897-15-20',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('/login', () => {
  it('a refusal for the address stays beside the phone: no code form claiming a code', async () => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
    const text = ru.auth.codeNotSent.address(60);
    mockApi((url) => {
      if (url.pathname === '/sms/send-code')
        return {
          status: 429,
          headers: { 'Retry-After': '60' },
          body: { message: text, errors: { phone: [text] } },
        };
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText(/Телефон/), '9168971520');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Код из SMS/)).toBeNull();
    expect(screen.getByLabelText(/Телефон/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('a code sent: the page does not tell whether the phone has an account', async () => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
    mockApi((url) => {
      if (url.pathname === '/sms/send-code') return { body: { message: ru.auth.codeSent, retry_after: 60 } };
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText(/Телефон/), '9168971520');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText(/Код придёт в SMS на номер/)).toHaveTextContent(
      'Код придёт в SMS на номер +7 (916) 897-15-20, если он зарегистрирован.',
    );
  });
});
