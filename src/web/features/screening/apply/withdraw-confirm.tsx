/** «Выйти из отбора?» on /progress (withdraw.tsx shows it): «Да, выйти» posts the page's form. */
import { Link } from 'react-router';
import { ruApply } from '#shared/i18n/ru/apply.ts';
import { FormMessage, PageForm, PageSubmit, useFormResult } from '#web/components/page-form.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Paper } from '#web/components/ui/card.tsx';
import { Group, Stack, Text, Title } from '#web/components/ui/primitives.tsx';

const f = ruApply.form;

export function WithdrawConfirm() {
  const result = useFormResult();
  return (
    <Paper id="withdraw" withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <PageForm>
        <Stack gap="md">
          <Title order={2} size="h4">
            {f.withdrawTitle}
          </Title>
          <Text size="sm">{f.withdrawText}</Text>
          <FormMessage result={result} />
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to="/progress" variant="default">
              {f.withdrawKeep}
            </Button>
            <PageSubmit color="red" value="withdraw">
              {f.withdrawConfirm}
            </PageSubmit>
          </Group>
        </Stack>
      </PageForm>
    </Paper>
  );
}
