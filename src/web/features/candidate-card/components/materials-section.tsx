import { Badge } from '#web/components/ui/badge.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Group, Stack, Text, Title } from '#web/components/ui/primitives.tsx';
import { List, ListItem } from '#web/components/ui/typography.tsx';
import { Anchor } from '#web/components/ui/anchor.tsx';
import type { CandidateCard } from '#shared/contracts/candidate-card.ts';
import { ruStaffCandidateCard } from '#shared/i18n/ru/staff-candidate-card.ts';

const t = ruStaffCandidateCard;
const fileUrl = (id: number) => `/api/file/${id}`;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card withBorder component="section" aria-label={title}>
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function Test({ test }: { test: NonNullable<CandidateCard['test']> }) {
  return (
    <Stack gap="sm">
      <Text fw={600}>{t.testScore(test.score === null ? t.empty : String(test.score))}</Text>
      {test.questions.map((q, i) => (
        <div key={i}>
          <Text>
            {i + 1}. {q.text}
          </Text>
          <List size="sm" spacing={2}>
            {q.choices.map((choice, j) => (
              <ListItem key={j}>
                <Group gap={6} wrap="wrap">
                  <span>{choice}</span>
                  {q.chosen === j && (
                    <Badge color={q.chosen === q.correct ? 'green' : 'red'}>{t.chosen}</Badge>
                  )}
                  {q.correct === j && (
                    <Badge variant="outline" color="green">
                      {t.correct}
                    </Badge>
                  )}
                </Group>
              </ListItem>
            ))}
          </List>
          {q.chosen === null && (
            <Text size="sm" c="dimmed">
              {t.noAnswer}
            </Text>
          )}
        </div>
      ))}
    </Stack>
  );
}

/** CV, screening answers, video answers (played in the page), the test and the files. */
export function MaterialsSection({ card }: { card: CandidateCard }) {
  return (
    <Stack mb="lg">
      <Section title={t.cv}>
        {card.cv.file ? (
          <Anchor href={fileUrl(card.cv.file.id)}>{t.cvDownload(card.cv.file.name)}</Anchor>
        ) : card.cv.link ? (
          <Anchor
            href={card.cv.link}
            target="_blank"
            rel="noopener noreferrer"
            style={{ overflowWrap: 'anywhere' }}
          >
            {card.cv.link}
          </Anchor>
        ) : (
          <Text c="dimmed">{t.cvNone}</Text>
        )}
      </Section>
      {card.screening_answers.length > 0 && (
        <Section title={t.screening}>
          <Stack gap="xs">
            {card.screening_answers.map((a) => (
              <div key={a.id}>
                <Text size="sm" c="dimmed">
                  {a.question}
                </Text>
                <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {a.answer || t.empty}
                </Text>
              </div>
            ))}
          </Stack>
        </Section>
      )}
      {card.vcv_answers.length > 0 && (
        <Section title={t.video}>
          <Stack>
            {card.vcv_answers.map((a) => (
              <div key={a.index}>
                <Text mb={4}>{a.question}</Text>
                {a.file_id !== null ? (
                  // One card holds several answers: none is downloaded until it is played.
                  <video
                    controls
                    preload="none"
                    src={fileUrl(a.file_id)}
                    aria-label={t.videoLabel(a.index + 1)}
                    width={480}
                    height={270}
                    style={{
                      width: '100%',
                      maxWidth: 480,
                      height: 'auto',
                      aspectRatio: '16 / 9',
                      background: '#000',
                    }}
                  />
                ) : a.link ? (
                  <Anchor href={a.link} target="_blank" rel="noopener noreferrer">
                    {a.link}
                  </Anchor>
                ) : (
                  <Text c="dimmed">{t.videoNone}</Text>
                )}
              </div>
            ))}
          </Stack>
        </Section>
      )}
      {card.test && (
        <Section title={t.test}>
          <Test test={card.test} />
        </Section>
      )}
      <Section title={t.files}>
        {card.offer_file ? (
          <Anchor href={fileUrl(card.offer_file.id)}>
            {t.offerFile}: {card.offer_file.name}
          </Anchor>
        ) : (
          <Text c="dimmed">{t.filesNone}</Text>
        )}
      </Section>
    </Stack>
  );
}
