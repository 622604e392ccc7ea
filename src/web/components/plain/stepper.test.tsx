import { Stepper as MantineStepper } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { hydrateOverServerMarkup } from '#web/test/hydration.ts';
import { markup } from '#web/test/mantine-markup.tsx';
import { Stepper } from './stepper.tsx';

const classNames = { step: 'step', stepBody: 'body', stepDescription: 'hint' };

function ours(active: number, onStepClick?: (i: number) => void) {
  return (
    <Stepper active={active} onStepClick={onStepClick} mb="xl" classNames={classNames}>
      <Stepper.Step label="Личные данные" description="Кто вы">
        <p>Первый</p>
      </Stepper.Step>
      <Stepper.Step label="Образование" description="Где учитесь">
        <p>Второй</p>
      </Stepper.Step>
      <Stepper.Step label="Пожелания">
        <p>Третий</p>
      </Stepper.Step>
    </Stepper>
  );
}

function theirs(active: number) {
  return (
    <MantineStepper
      active={active}
      onStepClick={() => {}}
      allowNextStepsSelect={false}
      size="sm"
      mb="xl"
      classNames={classNames}
    >
      <MantineStepper.Step label="Личные данные" description="Кто вы">
        <p>Первый</p>
      </MantineStepper.Step>
      <MantineStepper.Step label="Образование" description="Где учитесь">
        <p>Второй</p>
      </MantineStepper.Step>
      <MantineStepper.Step label="Пожелания">
        <p>Третий</p>
      </MantineStepper.Step>
    </MantineStepper>
  );
}

describe('the plain Stepper', () => {
  it('renders what Mantine’s Stepper renders at each step (as the sign-up sets it up)', () => {
    for (const active of [0, 1, 2]) expect(markup(ours(active, () => {}))).toEqual(markup(theirs(active)));
  });

  it('shows the active step’s content; goes back to a done step by click or keyboard, never ahead', async () => {
    const onStepClick = vi.fn();
    const user = userEvent.setup();
    render(ours(1, onStepClick));
    expect(screen.getByText('Второй')).toBeInTheDocument();
    expect(screen.queryByText('Первый')).toBeNull();
    const [done, current, next] = screen.getAllByRole('button');
    expect(done).toHaveAccessibleName('Личные данные Кто вы');
    await user.click(next!);
    await user.click(current!);
    expect(onStepClick).not.toHaveBeenCalled();
    // Only the done step is in the tab order.
    act(() => (document.activeElement as HTMLElement).blur());
    await user.tab();
    expect(done).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onStepClick).toHaveBeenCalledWith(0);
  });

  it('hydrates with no mismatch', async () => {
    const container = await hydrateOverServerMarkup(ours(2, () => {}));
    container.remove();
  });
});
