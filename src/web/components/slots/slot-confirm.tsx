/**
 * The one confirmation before a booking, a move or «Не смогу прийти» (decision 067): the picker's
 * buttons are links to it (`?slot-pick=<id>|cancel`), its «Да, …» posts the page's form and «Назад»
 * is a link back, so both steps work before the scripts and without them. Focus moves to it when the
 * scripts draw it, so a keyboard or a screen reader lands on the question.
 */
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ruWebSlots } from '#shared/i18n/ru/ui/slots.ts';
import { PageForm, PageSubmit } from '#web/components/page-form.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Group, Stack, Text, Title } from '#web/components/ui/primitives.tsx';

type Props = {
  title: string;
  text: string;
  /** The `intent` the confirming button posts. */
  intent: string;
  confirm: string;
  /** The page's address without the question. */
  back: string;
  moving?: boolean;
  danger?: boolean;
};

export function SlotConfirm({ title, text, intent, confirm, back, moving, danger }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="group" aria-label={title} data-testid="slot-confirm">
      <Card withBorder radius="sm" p="sm">
        <PageForm>
          <Stack gap="sm">
            <Title order={4} fz="h6">
              {title}
            </Title>
            <Text style={{ overflowWrap: 'anywhere' }}>{text}</Text>
            {moving && <input type="hidden" name="moving" value="1" />}
            <Group gap="sm" justify="flex-end">
              <Button component={Link} to={back} variant="default">
                {ruWebSlots.back}
              </Button>
              <PageSubmit value={intent} {...(danger ? { color: 'red' } : {})}>
                {confirm}
              </PageSubmit>
            </Group>
          </Stack>
        </PageForm>
      </Card>
    </div>
  );
}
