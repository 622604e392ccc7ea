import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REQUIRED } from '#web/components/required.ts';
import { useCheckedForm } from '#web/lib/form.ts';
import { hydrateOverServerMarkup } from '#web/test/hydration.ts';
import { foreignClasses } from '#web/test/own-classes.ts';
import { NativeSelect, type NativeSelectProps } from './native-select.tsx';

const noop = () => {};
const courses = ['1', '2', '3'].map((c) => ({ value: c, label: c }));
const levels = [
  { value: 'bachelor', label: 'Бакалавриат' },
  { value: 'master', label: 'Магистратура' },
];

/** The prop sets the sign-up's and the profile's short lists pass (level, course, English level). */
const cases: NativeSelectProps[] = [
  { label: 'Курс', ...REQUIRED, data: courses, value: null, onChange: noop },
  { label: 'Курс', ...REQUIRED, data: courses, value: '2', onChange: noop, onBlur: noop, onFocus: noop },
  {
    label: 'Уровень образования',
    ...REQUIRED,
    data: levels,
    value: null,
    error: 'Выберите уровень',
    onChange: noop,
  },
  {
    label: 'Уровень английского',
    ...REQUIRED,
    className: 'narrow',
    data: levels,
    value: 'master',
    onChange: noop,
  },
  { label: 'С описанием', description: 'Подсказка', data: levels, value: '', error: true, onChange: noop },
  { label: 'Недоступно', data: levels, value: null, disabled: true, onChange: noop },
];

describe('the plain NativeSelect', () => {
  it.each(cases.map((props) => [props.label as string, props] as const))(
    'is a select named by its label, with the empty choice first and its own classes only: %s',
    (label, props) => {
      const { container, unmount } = render(<NativeSelect {...props} />);
      const select = screen.getByRole('combobox', { name: label });
      const options = Array.from((select as HTMLSelectElement).options, (o) => o.value);
      expect(options).toEqual(['', ...props.data.map((o) => o.value)]);
      expect(select).toHaveValue(props.value ?? '');
      expect(select.hasAttribute('disabled')).toBe(Boolean(props.disabled));
      if (props.error) expect(select).toHaveAttribute('aria-invalid', 'true');
      else expect(select).not.toHaveAttribute('aria-invalid');
      expect(container.querySelector('label')?.hasAttribute('data-asterisk')).toBe(Boolean(props.labelProps));
      expect(foreignClasses(renderToString(<NativeSelect {...props} />))).toEqual([]);
      unmount();
    },
  );

  it('says its description, and its error first, to a screen reader', () => {
    render(
      <NativeSelect label="Курс" description="Текущий" error="Выберите курс" data={courses} value={null} />,
    );
    expect(screen.getByRole('combobox', { name: 'Курс' })).toHaveAccessibleDescription(
      'Выберите курс Текущий',
    );
  });

  it('works with the form state of lib/form.ts: the choice by the keyboard, the error tied to the field, «not chosen» again', async () => {
    let values: { course: string | null } = { course: null };
    function Form() {
      const form = useCheckedForm<{ course: string | null }>(
        { course: null },
        (v) => ({ course: v.course ? null : 'Выберите курс' }),
        { onValuesChange: (v) => (values = v) },
      );
      return (
        <form onSubmit={form.onSubmit(noop)} noValidate>
          <NativeSelect label="Курс" data={courses} {...form.getInputProps('course')} />
          <button type="submit">Далее</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Form />);
    const select = screen.getByRole('combobox', { name: 'Курс' });
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    expect(select).toHaveAccessibleDescription('Выберите курс');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(select, '3');
    expect(values.course).toBe('3');
    expect(select).toHaveValue('3');
    expect(select).not.toHaveAttribute('aria-invalid');
    await user.selectOptions(select, '');
    expect(values.course).toBe('');
  });

  it('keeps its ids through hydration, with no mismatch', async () => {
    const container = await hydrateOverServerMarkup(
      <NativeSelect label="Курс" data={courses} value="1" error="Ошибка" onChange={noop} />,
    );
    expect(container.querySelector('select')).toHaveValue('1');
    container.remove();
  });
});
