import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ParticipantStage } from '#shared/contracts/screening.ts';
import { ru } from '#shared/i18n/ru.ts';
import { Providers } from '#web/app/providers.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { mockApi } from '#web/test/render.tsx';
import { VcvPanel } from '../vcv-panel.tsx';
import { checkAnswer } from '#web/test/fixture.ts';

const t = ru.vcv.panel;
const stage: ParticipantStage = {
  n: 2,
  type: 'VCV',
  status: 'awaiting',
  deadline_at: '2026-07-01T12:00:00.000Z',
};
const question = (index: number, answered: boolean) => ({
  index,
  text: `Текст вопроса ${index + 1}`,
  think_seconds: 30,
  answer_seconds: 60,
  retakes: 1,
  retakes_left: 1,
  answered,
});

/** XMLHttpRequest standing in for the upload: each send answers with the next scripted outcome. */
class FakeXhr {
  static sent: { url: string; headers: Record<string, string>; form: FormData }[] = [];
  static outcomes: ('fail' | 'awaiting' | 'eval')[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  private method = '';
  private url = '';
  private headers: Record<string, string> = {};
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  send(form: FormData) {
    FakeXhr.sent.push({ url: this.url, headers: this.headers, form });
    const outcome = FakeXhr.outcomes.shift() ?? 'eval';
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      if (outcome === 'fail') return this.onerror?.();
      const body = {
        file: { id: 9, name: 'a.webm', size: 10, mime: 'video/webm' },
        stage: { n: 2, status: outcome },
      };
      checkAnswer(this.method, this.url, 200, body);
      this.status = 200;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    }, 0);
  }
}

class FakeRecorder {
  static isTypeSupported = (type: string) => type.startsWith('video/webm');
  mimeType: string;
  state = 'inactive';
  ondataavailable: ((e: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(_stream: unknown, opts?: { mimeType?: string }) {
    this.mimeType = opts?.mimeType ?? 'video/webm';
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['recorded-answer'], { type: 'video/webm' }) });
    this.onstop?.();
  }
}

const track = { stop: vi.fn() };
/** A MediaStream (video elements take nothing else) whose one track we can watch being stopped. */
const fakeStream = Object.assign(new MediaStream(), { getTracks: () => [track] }) as unknown as MediaStream;

function setUp(
  getUserMedia: () => Promise<MediaStream>,
  questions = [question(0, true), question(1, false)],
) {
  document.cookie = 'XSRF-TOKEN=t; path=/';
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  Object.defineProperty(navigator, 'mediaDevices', {
    value: { getUserMedia: vi.fn(getUserMedia) },
    configurable: true,
  });
  const calls = mockApi((url) => {
    if (url.pathname === '/api/screening/stage/vcv/interview')
      return { body: { n: 2, status: 'awaiting', deadline_at: stage.deadline_at, questions } };
    if (url.pathname === '/api/screening/attach/check')
      return { body: { ok: true, message: 'Файл подходит' } };
    if (url.pathname === '/api/screening/vacancy/stages') return { body: { data: [] } };
    return undefined;
  });
  render(
    <Providers queryClient={createQueryClient()}>
      <VcvPanel stage={stage} />
    </Providers>,
  );
  return calls;
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:answer');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('VcvPanel', () => {
  it('says each question’s own times, not the next one’s for all (issue 31, item 5)', async () => {
    setUp(
      async () => fakeStream,
      [question(0, false), { ...question(1, false), think_seconds: 15, answer_seconds: 120, retakes: 0 }],
    );
    expect(await screen.findByText(t.intro(2))).toBeInTheDocument();
    const list = screen.getByRole('list', { name: t.title });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(t.questionFacts(30, 60, 1));
    expect(items[1]).toHaveTextContent(t.questionFacts(15, 120, 0));
    expect(screen.getAllByText(/на ответ — /)).toHaveLength(2);
  });

  it('records the remaining answer with the camera, and a failed upload is sent again without recording', async () => {
    FakeXhr.outcomes = ['fail', 'eval'];
    setUp(async () => fakeStream);
    const user = userEvent.setup();

    expect(await screen.findByText(t.intro(2))).toBeInTheDocument();
    expect(screen.getByText(t.questionFacts(30, 60, 1))).toBeInTheDocument();
    expect(screen.getAllByText(t.answered)).toHaveLength(1); // the first question was answered before

    await user.click(screen.getByRole('button', { name: t.checkCamera }));
    expect(await screen.findByText(t.cameraOk)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.start }));

    expect(await screen.findByRole('heading', { name: t.question(2, 2) })).toBeInTheDocument();
    expect(screen.getByText('Текст вопроса 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.startNow }));
    expect(await screen.findByRole('button', { name: t.stop })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.stop }));

    expect(await screen.findByLabelText(t.preview)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.retake(1) })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: t.send }));

    expect(await screen.findByText(t.uploadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.retryUpload }));

    expect(await screen.findByText(t.sent)).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(2);
    const [first, second] = FakeXhr.sent;
    expect(first!.url).toBe('/api/screening/stage/2/attach');
    expect(first!.headers['X-XSRF-TOKEN']).toBe('t');
    expect(first!.form.get('question')).toBe('1');
    // The same recording, sent again.
    const sentFile = (i: number) => FakeXhr.sent[i]!.form.get('file') as File;
    expect([await sentFile(0).text(), await sentFile(1).text()]).toEqual([
      'recorded-answer',
      'recorded-answer',
    ]);
    expect(second!.form.get('question')).toBe('1');
    expect(track.stop).toHaveBeenCalled();
  });

  it('recording again spends a retake; none left disables it', async () => {
    setUp(async () => fakeStream, [question(0, false)]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t.checkCamera }));
    await user.click(await screen.findByRole('button', { name: t.start }));
    await user.click(screen.getByRole('button', { name: t.startNow }));
    await user.click(await screen.findByRole('button', { name: t.stop }));
    await user.click(await screen.findByRole('button', { name: t.retake(1) }));
    await user.click(await screen.findByRole('button', { name: t.startNow }));
    await user.click(await screen.findByRole('button', { name: t.stop }));
    expect(await screen.findByRole('button', { name: t.noRetakesLeft })).toBeDisabled();
  });

  it('without camera permission explains why and takes a recorded video file instead', async () => {
    FakeXhr.outcomes = ['awaiting'];
    const calls = setUp(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    }, [question(0, false), question(1, false)]);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: t.checkCamera }));
    expect(await screen.findByText(t.cameraDenied)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.useFile }));

    const input = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('input[type="file"]');
      if (!found) throw new Error('no file field yet');
      return found;
    });
    expect(input).toHaveAttribute('accept', 'video/*');
    await user.upload(input, new File(['video-bytes'], 'Мой ответ.mp4', { type: 'video/mp4' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname === '/api/screening/attach/check')).toBe(true),
    );
    const check = calls.find((c) => c.url.pathname === '/api/screening/attach/check')!;
    expect(JSON.parse(String(check.init.body))).toEqual({ kind: 'video', name: 'Мой ответ.mp4', size: 11 });

    await user.click(await screen.findByRole('button', { name: t.fileSend }));
    expect(await screen.findByRole('heading', { name: t.question(2, 2) })).toBeInTheDocument();
    expect(FakeXhr.sent[0]!.form.get('question')).toBe('0');
  });

  it('after the answers: «Ответы отправлены», without asking for the interview', async () => {
    const calls = mockApi(() => undefined);
    render(
      <Providers queryClient={createQueryClient()}>
        <VcvPanel stage={{ ...stage, status: 'eval' }} />
      </Providers>,
    );
    expect(screen.getByText(t.sent)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
