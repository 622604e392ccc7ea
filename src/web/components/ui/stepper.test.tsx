import { Stepper as MantineStepper } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { hydrateOverServerMarkup } from '#web/test/hydration.ts';
import { markup } from '#web/test/mantine-markup.tsx';
import { Stepper, type StepperProps, type StepperStepProps } from './stepper.tsx';

type Case = {
  root: Omit<StepperProps, 'children'>;
  steps: StepperStepProps[];
};

const four = (extra: (i: number) => StepperStepProps = () => ({})): StepperStepProps[] =>
  ['Анкета', 'Видеорезюме', 'Тестирование', 'Оффер'].map((label, i) => ({
    label,
    description: i % 2 ? 'Не начат' : 'Пройден',
    ...extra(i),
  }));

const pick = () => undefined;

const cases: Case[] = [
  { root: { active: 0 }, steps: four() },
  { root: { active: 2, onStepClick: pick }, steps: four() },
  { root: { active: 2, onStepClick: pick, size: 'xs' }, steps: four() },
  { root: { active: 3, size: 'sm', 'aria-label': 'Этапы отбора' }, steps: four() },
  { root: { active: 4, onStepClick: pick, size: 'xs' }, steps: four() },
  {
    root: { active: 1, onStepClick: pick, styles: { steps: { flexWrap: 'wrap', rowGap: 12 } } },
    steps: four(),
  },
  { root: { active: 2, onStepClick: pick }, steps: four((i) => ({ color: i === 1 ? 'red' : undefined })) },
  { root: { active: 3 }, steps: four((i) => ({ color: i === 0 ? 'red.6' : undefined })) },
  // The app's: a done step that did not pass shows its number, not a check.
  {
    root: { active: 3, onStepClick: pick, size: 'xs' },
    steps: four((i) => ({ completedIcon: i === 1 ? <span aria-hidden>{i + 1}</span> : undefined })),
  },
  {
    root: { active: 1, onStepClick: pick },
    steps: four(
      (i) =>
        ({ 'aria-current': i === 1 ? 'step' : undefined, 'data-testid': `step-${i}` }) as StepperStepProps,
    ),
  },
  { root: { active: 1 }, steps: [{ label: 'Только название' }, { description: 'Только описание' }, {}] },
  { root: { active: 0 }, steps: [{ label: 'Один' }] },
];

function both(c: Case): [ReactNode, ReactNode] {
  return [
    <Stepper key="plain" {...c.root}>
      {c.steps.map((s, i) => (
        <Stepper.Step key={i} {...s} />
      ))}
    </Stepper>,
    <MantineStepper key="mantine" {...c.root}>
      {c.steps.map((s, i) => (
        <MantineStepper.Step key={i} {...s} />
      ))}
    </MantineStepper>,
  ];
}

describe('the plain Stepper', () => {
  it.each(cases.map((c) => [JSON.stringify(c.root), c] as const))(
    'renders what Mantine’s Stepper renders: %s',
    (_, c) => {
      const [plain, mantine] = both(c);
      expect(markup(<>{plain}</>)).toEqual(markup(<>{mantine}</>));
    },
  );

  it('picks a step by a click, or by Enter as the button it is', () => {
    const onStepClick = vi.fn();
    render(
      <Stepper active={1} onStepClick={onStepClick}>
        <Stepper.Step label="Анкета" />
        <Stepper.Step label="Тест" />
        <Stepper.Step label="Оффер" />
      </Stepper>,
    );
    fireEvent.click(screen.getByRole('button', { name: /Оффер/ }));
    expect(onStepClick).toHaveBeenLastCalledWith(2);
    fireEvent.click(screen.getByRole('button', { name: /Анкета/ }));
    expect(onStepClick).toHaveBeenLastCalledWith(0);
    expect(screen.getByRole('button', { name: /Тест/ }).tabIndex).toBe(0);
  });

  it('pops a check in when a step becomes done, and keeps it 200 ms leaving when it stops being done', () => {
    vi.useFakeTimers();
    try {
      const steps = (active: number) => (
        <Stepper active={active}>
          <Stepper.Step label="Анкета" />
          <Stepper.Step label="Тест" />
        </Stepper>
      );
      const { container, rerender } = render(steps(1));
      const check = () => container.querySelector<HTMLElement>('.mantine-Stepper-stepCompletedIcon');
      // The first render: the check as Mantine's entered Transition draws it, no animation.
      expect(check()?.className).toBe('m_a79331dc mantine-Stepper-stepCompletedIcon');
      expect(check()?.style.opacity).toBe('1');
      const first = check();
      rerender(steps(0));
      // The same element, now in the leaving styles (so they transition), beside the number.
      expect(check()).toBe(first);
      expect(check()?.style.opacity).toBe('0');
      expect(container.querySelector('.mantine-Stepper-stepIconContent')?.textContent).toBe('1');
      act(() => void vi.advanceTimersByTime(200));
      expect(check()).toBeNull();
      rerender(steps(1));
      expect(check()?.className).toMatch(/popIn/);
      expect(check()?.style.opacity).toBe('1');
    } finally {
      vi.useRealTimers();
    }
  });
});

const classNames = { step: 'step', stepBody: 'body', stepDescription: 'hint' };

/** The sign-up's stepper: three steps with their content, only the done ones picked. */
const signUp = (active: number, onStepClick: (i: number) => void): Case => ({
  root: { active, onStepClick, allowNextStepsSelect: false, size: 'sm', mb: 'xl', classNames },
  steps: [
    { label: 'Личные данные', description: 'Кто вы', children: <p>Первый</p> },
    { label: 'Образование', description: 'Где учитесь', children: <p>Второй</p> },
    { label: 'Пожелания', children: <p>Третий</p> },
  ],
});
const ours = (active: number, onStepClick: (i: number) => void) => (
  <>{both(signUp(active, onStepClick))[0]}</>
);

describe('the plain Stepper as the sign-up sets it up: its steps’ content, only the done steps picked', () => {
  it('renders what Mantine’s Stepper renders at each step (as the sign-up sets it up)', () => {
    for (const active of [0, 1, 2]) {
      const [plain, mantine] = both(signUp(active, pick));
      expect(markup(<>{plain}</>)).toEqual(markup(<>{mantine}</>));
    }
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
