import { Center } from '#web/components/ui/container.tsx';
import { Loader } from '#web/components/ui/loader.tsx';
import { ruWebShell } from '#shared/i18n/ru/ui/shell.ts';

/** The whole-page spinner, while a page's first data or frame loads. */
export function PageLoader() {
  return (
    <Center mih="60dvh">
      <Loader aria-label={ruWebShell.loading} />
    </Center>
  );
}
