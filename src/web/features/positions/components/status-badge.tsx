import { Badge } from '@mantine/core';
import type { VacancyStatus } from '#shared/domain/vacancy-status.ts';
import { STATUS_COLORS, STATUS_LABELS } from '../texts.ts';

export function PositionStatusBadge({ status }: { status: VacancyStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {STATUS_LABELS[status]}
    </Badge>
  );
}
