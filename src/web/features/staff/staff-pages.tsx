import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconChartBar, IconUserSearch } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ru } from '#shared/i18n/ru.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';

type Texts = { title: string; emptyTitle: string; emptyText: string };

function Placeholder({ texts, icon, back }: { texts: Texts; icon: ReactNode; back?: { to: string; label: string } }) {
  return (
    <>
      <PageHeader title={texts.title} />
      <EmptyState
        icon={icon}
        title={texts.emptyTitle}
        text={texts.emptyText}
        action={
          back && (
            <Button component={Link} to={back.to} variant="light">
              {back.label}
            </Button>
          )
        }
      />
    </>
  );
}

const s = ru.web.staff;
const icon = (I: typeof IconChartBar) => <I size={32} stroke={1.5} />;

/** Where the staff positions list lives for this area. */
const positionsBase = (area: 'admin' | 'recruiter') => (area === 'admin' ? '/admin/positions' : '/recruiter/positions');

export function CandidatePage({ area }: { area: 'admin' | 'recruiter' | 'manager' }) {
  const { positionId, candidateId } = useParams();
  const to = area === 'manager' ? '/manager/candidates' : `${positionsBase(area)}/${positionId ?? ''}/candidates`;
  const back = { to, label: s.toCandidates };
  return <Placeholder texts={{ ...s.candidate, title: s.candidate.titleOf(candidateId ?? '') }} icon={icon(IconUserSearch)} back={back} />;
}
