import { Badge } from '@mantine/core';
import type { VacancyStatus } from '#shared/domain/vacancy-status.ts';
import { STATUS_COLORS, STATUS_LABELS } from '../texts.ts';

export function PositionStatusBadge({ status }: { status: VacancyStatus }) {
  return (
    // Dark text on the light tint: the palette's own text colours fail the contrast check on striped rows.
    <Badge color={STATUS_COLORS[status]} variant="light" c="dark.9">
      {STATUS_LABELS[status]}
    </Badge>
  );
}
