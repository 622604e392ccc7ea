/** An application status as a badge; dark text on light colours keeps axe's contrast check happy. */
import { Badge } from '#web/components/ui/badge.tsx';
import type { ApplicationStatus } from '#shared/domain/stages.ts';
import { staffApplicationStatus } from '#shared/i18n/ru/statuses.ts';

const COLOR: Record<ApplicationStatus, string> = {
  none: 'gray',
  awaiting: 'yellow',
  assigned: 'blue',
  carried_out: 'cyan',
  reserved: 'grape',
  need_reassign: 'orange',
  reassigned: 'gray',
  cancel: 'gray',
  denied_final: 'red',
  denied_add: 'red',
  success: 'green',
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <Badge
      color={COLOR[status]}
      variant="light"
      c="dark.8"
      tt="none"
      style={{ whiteSpace: 'normal', height: 'auto' }}
    >
      {staffApplicationStatus(status)}
    </Badge>
  );
}
