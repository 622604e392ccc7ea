import { Button } from '#web/components/ui/button.tsx';
import { IconAdjustmentsHorizontal, IconFilterOff } from '@tabler/icons-react';
import { Group } from '#web/components/ui/primitives.tsx';

type Props = {
  /** Whether the extra filters are shown. */
  more: boolean;
  onToggleMore: () => void;
  /** The reset button appears only when some filter or the search is set. */
  canReset: boolean;
  onReset: () => void;
  labels: { more: string; less: string; reset: string };
};

/** The row under a list's filters: show or hide the extra filters, and reset them all. */
export function FilterActions({ more, onToggleMore, canReset, onReset, labels }: Props) {
  return (
    <Group gap="xs">
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconAdjustmentsHorizontal size={16} />}
        aria-expanded={more}
        onClick={onToggleMore}
      >
        {more ? labels.less : labels.more}
      </Button>
      {canReset && (
        <Button
          variant="subtle"
          size="compact-sm"
          color="gray"
          leftSection={<IconFilterOff size={16} />}
          onClick={onReset}
        >
          {labels.reset}
        </Button>
      )}
    </Group>
  );
}
