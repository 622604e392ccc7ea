import type { VacancyStatus } from '#shared/domain/vacancy-status.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { STATUS_COLORS } from '../texts.ts';
import { staffVacancyStatus } from '#shared/i18n/ru/statuses.ts';

export function PositionStatusBadge({ status }: { status: VacancyStatus }) {
  return (
    // Dark text on the light tint: the palette's own text colours fail the contrast check on striped rows.
    <Badge color={STATUS_COLORS[status]} variant="light" c="dark.9">
      {staffVacancyStatus(status)}
    </Badge>
  );
}
