import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { ruVcv } from '#shared/i18n/ru/vcv.ts';
import { openCamera, type CameraProblem } from './media.ts';
import { Group, Stack, Text } from '#web/components/ui/primitives.tsx';

const t = ruVcv.panel;
const PROBLEM_TEXT: Record<CameraProblem, string> = {
  denied: t.cameraDenied,
  missing: t.cameraMissing,
  unsupported: t.cameraUnsupported,
  failed: t.cameraFailed,
};

/**
 * Asks for the camera and microphone and shows the picture; when the browser says no (permission,
 * no device, no recorder) it explains why and offers the way out: a video recorded beforehand.
 */
export function CameraCheck(props: {
  stream: MediaStream | null;
  onStream: (s: MediaStream) => void;
  onStart: () => void;
  onUseFile: () => void;
}) {
  const { stream } = props;
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (video.current && stream) video.current.srcObject = stream;
  }, [stream]);

  async function check() {
    setChecking(true);
    setProblem(null);
    const result = await openCamera();
    setChecking(false);
    if ('stream' in result) props.onStream(result.stream);
    else setProblem(result.problem);
  }

  if (stream) {
    // The picture and «Начать интервью» open below the button pressed, off a phone's screen: brought
    // into view once the picture has its height (clear of the sticky header and the bottom nav).
    const bringIntoView = (e: SyntheticEvent<HTMLVideoElement>) =>
      e.currentTarget.parentElement?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
    return (
      <Stack gap="sm" style={{ scrollMarginBlock: 80 }}>
        <video
          ref={video}
          autoPlay
          muted
          playsInline
          aria-label={t.cameraPreview}
          onLoadedMetadata={bringIntoView}
          style={{ width: '100%', maxHeight: 320, background: '#000', borderRadius: 8 }}
        />
        <Text role="status">{t.cameraOk}</Text>
        <Group>
          <Button onClick={props.onStart}>{t.start}</Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {problem && (
        <Alert color="orange" role="alert">
          {PROBLEM_TEXT[problem]}
        </Alert>
      )}
      <Group wrap="wrap">
        <Button onClick={() => void check()} loading={checking} variant={problem ? 'default' : 'filled'}>
          {t.checkCamera}
        </Button>
        {problem && <Button onClick={props.onUseFile}>{t.useFile}</Button>}
      </Group>
    </Stack>
  );
}
