import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { hydrateOverServerMarkup } from '#web/test/hydration.ts';
import { foreignClasses } from '#web/test/own-classes.ts';
import { Stepper, type StepperProps } from './stepper.tsx';

/** The progress page's stages: four steps with their status as the hint. */
function Stages(props: Omit<StepperProps, 'children'>) {
  return (
    <Stepper aria-label="Этапы отбора" {...props}>
      {['Анкета', 'Видеорезюме', 'Тестирование', 'Оффер'].map((label, i) => (
        <Stepper.Step key={label} label={label} description={i % 2 ? 'Не начат' : 'Пройден'} />
      ))}
    </Stepper>
  );
}

/** A step is named by its number (the check of a done one is a drawing), its label and its hint. */
const steps = () => screen.getAllByRole('button');
/** A step's circle shows its number, or a check (a drawing, no text) once done. */
const circle = (step: HTMLElement) => step.firstElementChild as HTMLElement;
const done = (step: HTMLElement) => circle(step).querySelector('svg') !== null;

describe('the Stepper', () => {
  it('shows every step with its label, hint and number; the ones before the active step are done', () => {
    render(<Stages active={2} />);
    const [first, second, third, fourth] = steps();
    expect(first).toHaveAccessibleName('Анкета Пройден');
    expect(fourth).toHaveAccessibleName('4 Оффер Не начат');
    expect([first, second, third, fourth].map((s) => done(s!))).toEqual([true, true, false, false]);
    expect(circle(third!)).toHaveTextContent('3');
    expect(circle(fourth!)).toHaveTextContent('4');
    expect(third).toHaveAttribute('aria-current', 'step');
    expect(first).not.toHaveAttribute('aria-current');
    expect(screen.getByLabelText('Этапы отбора')).toContainElement(first!);
  });

  it('marks no step done at the first, and every step done past the last', () => {
    const { rerender } = render(<Stages active={0} />);
    expect(steps().map(done)).toEqual([false, false, false, false]);
    expect(steps()[0]).toHaveAttribute('aria-current', 'step');
    rerender(<Stages active={4} />);
    expect(steps().map(done)).toEqual([true, true, true, true]);
    expect(screen.queryByRole('button', { current: 'step' })).toBeNull();
  });

  it('shows what the page gives for a done step instead of the check, and the step’s own current mark', () => {
    render(
      <Stepper active={2}>
        <Stepper.Step label="Анкета" />
        <Stepper.Step label="Тест" completedIcon={<span aria-hidden>2</span>} aria-current={undefined} />
        <Stepper.Step label="Оффер" />
      </Stepper>,
    );
    const [first, second] = steps();
    expect(done(first!)).toBe(true);
    expect(done(second!)).toBe(false);
    expect(circle(second!)).toHaveTextContent('2');
  });

  it('picks a step by a click, or by Enter as the button it is', async () => {
    const onStepClick = vi.fn();
    render(<Stages active={1} onStepClick={onStepClick} />);
    fireEvent.click(screen.getByRole('button', { name: /Оффер/ }));
    expect(onStepClick).toHaveBeenLastCalledWith(3);
    fireEvent.click(screen.getByRole('button', { name: /Анкета/ }));
    expect(onStepClick).toHaveBeenLastCalledWith(0);
    screen.getByRole('button', { name: /Тестирование/ }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onStepClick).toHaveBeenLastCalledWith(2);
  });

  it('keeps its steps out of the tab order when none can be picked', async () => {
    render(
      <>
        <Stages active={1} />
        <button type="button">Далее</button>
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Далее' })).toHaveFocus();
  });

  it('pops a check in when a step becomes done, and fades it out beside the number when it stops being done', () => {
    vi.useFakeTimers();
    try {
      const two = (active: number) => (
        <Stepper active={active}>
          <Stepper.Step label="Анкета" />
          <Stepper.Step label="Тест" />
        </Stepper>
      );
      const { rerender } = render(two(1));
      const first = () => steps()[0]!;
      expect(done(first())).toBe(true);
      rerender(two(0));
      // Still there while it fades, with the number back beside it.
      expect(done(first())).toBe(true);
      expect(circle(first())).toHaveTextContent('1');
      act(() => void vi.advanceTimersByTime(200));
      expect(done(first())).toBe(false);
      rerender(two(1));
      expect(done(first())).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('draws only classes of its own', () => {
    expect(foreignClasses(renderToString(<Stages active={2} onStepClick={() => {}} size="xs" />))).toEqual(
      [],
    );
  });
});

const classNames = { step: 'step', stepBody: 'body', stepDescription: 'hint' };

/** The sign-up's stepper: three steps with their content, only the done ones picked. */
const signUp = (active: number, onStepClick: (i: number) => void) => (
  <Stepper
    active={active}
    onStepClick={onStepClick}
    allowNextStepsSelect={false}
    size="sm"
    mb="xl"
    classNames={classNames}
  >
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

describe('the Stepper as the sign-up sets it up: its steps’ content, only the done steps picked', () => {
  it('shows the active step’s content; goes back to a done step by click or keyboard, never ahead', async () => {
    const onStepClick = vi.fn();
    const user = userEvent.setup();
    render(signUp(1, onStepClick));
    expect(screen.getByText('Второй')).toBeInTheDocument();
    expect(screen.queryByText('Первый')).toBeNull();
    const [previous, current, next] = steps();
    expect(previous).toHaveAccessibleName('Личные данные Кто вы');
    expect(within(previous!).getByText('Кто вы')).toHaveClass('hint');
    expect(current).toHaveAttribute('aria-current', 'step');
    await user.click(next!);
    await user.click(current!);
    expect(onStepClick).not.toHaveBeenCalled();
    // Only the done step is in the tab order.
    act(() => (document.activeElement as HTMLElement).blur());
    await user.tab();
    expect(previous).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onStepClick).toHaveBeenCalledWith(0);
  });

  it('hydrates with no mismatch', async () => {
    const container = await hydrateOverServerMarkup(signUp(2, () => {}));
    container.remove();
  });
});
