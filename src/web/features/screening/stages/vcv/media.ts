/** The browser's camera and recorder, wrapped so the panel reads plainly and tests can stand them in. */

export type CameraProblem = 'denied' | 'missing' | 'unsupported' | 'failed';

/** Recorder formats in order of preference: WebM (Chrome, Firefox, Android), then MP4 (Safari). */
const MIME_TYPES = ['video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4;codecs=avc1,mp4a', 'video/mp4'];

/** The first format this browser records, '' to let it choose, or null when it cannot record at all. */
export function pickRecorderMimeType(): string | null {
  if (typeof MediaRecorder === 'undefined') return null;
  if (typeof MediaRecorder.isTypeSupported !== 'function') return '';
  return MIME_TYPES.find((t) => MediaRecorder.isTypeSupported(t)) ?? '';
}

/** The file name an answer is sent under; the server checks the content, the name only helps people. */
export function answerFileName(question: number, mimeType: string): string {
  return `answer-${question + 1}.${mimeType.includes('mp4') ? 'mp4' : 'webm'}`;
}

/** Opens the camera and microphone, or says why it could not. */
export async function openCamera(): Promise<{ stream: MediaStream } | { problem: CameraProblem }> {
  if (!navigator.mediaDevices?.getUserMedia || pickRecorderMimeType() === null)
    return { problem: 'unsupported' };
  try {
    const stream = await navigator.mediaDevices.getUserMedia({
      video: { width: { ideal: 1280 }, height: { ideal: 720 }, facingMode: 'user' },
      audio: true,
    });
    return { stream };
  } catch (e) {
    const name = e instanceof Error ? e.name : '';
    if (name === 'NotAllowedError' || name === 'SecurityError') return { problem: 'denied' };
    if (name === 'NotFoundError' || name === 'OverconstrainedError') return { problem: 'missing' };
    return { problem: 'failed' };
  }
}

export function stopStream(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}

/** A recording in progress: `stop()` resolves with the whole answer as one Blob. */
export type Recording = { stop: () => Promise<Blob>; mimeType: string };

export function startRecording(stream: MediaStream): Recording {
  const wanted = pickRecorderMimeType() ?? '';
  const recorder = new MediaRecorder(stream, wanted ? { mimeType: wanted } : undefined);
  const chunks: Blob[] = [];
  recorder.ondataavailable = (e) => {
    if (e.data && e.data.size > 0) chunks.push(e.data);
  };
  const done = new Promise<Blob>((resolve, reject) => {
    recorder.onstop = () => resolve(new Blob(chunks, { type: recorder.mimeType || wanted || 'video/webm' }));
    recorder.onerror = () => reject(new Error('recorder failed'));
  });
  // Chunks every second, so a long answer is not held in one buffer inside the recorder.
  recorder.start(1000);
  return {
    mimeType: recorder.mimeType || wanted || 'video/webm',
    stop: () => {
      if (recorder.state !== 'inactive') recorder.stop();
      return done;
    },
  };
}
