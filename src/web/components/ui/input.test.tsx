import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { IMaskInput } from 'react-imask';
import { describe, expect, it, vi } from 'vitest';
import { REQUIRED } from '#web/components/required.ts';
import { useCheckedForm } from '#web/lib/form.ts';
import { hydrateOverServerMarkup } from '#web/test/hydration.ts';
import { foreignClasses } from '#web/test/own-classes.ts';
import {
  InputBase,
  PasswordInput,
  Textarea,
  TextInput,
  type PasswordInputProps,
  type TextareaProps,
  type TextInputProps,
} from './input.tsx';

const noop = () => {};

/** The prop sets the visitor's and participant's pages pass (login, code, e-mail, sign-up, profile, subscription). */
const textCases: TextInputProps[] = [
  { label: 'Имя' },
  { label: 'Имя', id: 'fixed' },
  { label: 'Фамилия', autoComplete: 'family-name', ...REQUIRED, value: '', onChange: noop },
  { label: 'Фамилия', ...REQUIRED, value: '', onChange: noop, error: 'Укажите фамилию' },
  { label: 'Отчество', value: 'Игоревна', onChange: noop, onFocus: noop, onBlur: noop },
  {
    label: 'Код из SMS',
    description: '6 цифр из сообщения',
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    maxLength: 6,
    size: 'md',
    styles: { input: { letterSpacing: 6, fontSize: 20 } },
    value: '12',
    onChange: noop,
  },
  {
    label: 'Код из SMS',
    description: '6 цифр из сообщения',
    size: 'md',
    styles: { input: { letterSpacing: 6, fontSize: 20 } },
    value: '',
    onChange: noop,
    error: 'Неверный код',
  },
  {
    label: 'E-mail',
    type: 'email',
    autoComplete: 'email',
    size: 'md',
    ...REQUIRED,
    value: '',
    onChange: noop,
  },
  {
    label: 'E-mail',
    type: 'email',
    size: 'md',
    ...REQUIRED,
    error: 'Укажите e-mail',
    value: '',
    onChange: noop,
  },
  { label: 'E-mail', type: 'email', ...REQUIRED, 'data-autofocus': true } as TextInputProps,
  { label: 'E-mail', type: 'email', style: { flex: '1 1 220px' }, ta: 'left', error: 'Занят' },
  { label: 'Телефон', value: '+7 (999) 123-45-67', description: 'Меняется через поддержку', readOnly: true },
  { label: 'Факультет', ...REQUIRED, maxLength: 200, error: true },
  { label: 'Недоступно', disabled: true },
  { label: 'С отступом', mt: 'md', className: 'extra', placeholder: 'Подсказка' },
  { label: 'Описание без ошибки', description: 'Текст', size: 'lg' },
  { 'aria-label': 'Без подписи' },
  { label: 'Фамилия', withAsterisk: true, maxLength: 60 },
  { label: 'Телефон', withAsterisk: false },
  {
    label: 'Название',
    placeholder: 'Например, аналитик',
    leftSection: <svg data-icon="search" />,
    maxLength: 100,
    type: 'search',
    value: '',
    onChange: noop,
  },
];

const passwordCases: PasswordInputProps[] = [
  { label: 'Пароль' },
  { label: 'Пароль', id: 'fixed', autoComplete: 'current-password', size: 'md', ...REQUIRED },
  { label: 'Пароль', autoComplete: 'current-password', size: 'md', ...REQUIRED, error: 'Укажите пароль' },
  {
    label: 'Новый пароль',
    description: 'Не короче 8 символов',
    autoComplete: 'new-password',
    size: 'md',
    ...REQUIRED,
    value: 'секрет',
    onChange: noop,
  },
  {
    label: 'Пароль',
    description: 'Не короче 8 символов',
    autoComplete: 'new-password',
    ...REQUIRED,
    value: '',
    onChange: noop,
    onBlur: noop,
    onFocus: noop,
    error: 'Пароль не короче 8 символов',
  },
  { label: 'Повторите пароль', error: true },
  { label: 'Пароль', mt: 'sm', style: { maxWidth: 320 } },
  { label: 'Пароль', withAsterisk: true, error: 'Укажите пароль' },
];

const name = (props: object) =>
  JSON.stringify(props, (k, v: unknown) => (typeof v === 'function' ? 'fn' : v));

/** What a person (and a screen reader) gets from a field with these props. */
function checkField(props: TextInputProps | PasswordInputProps, tree: React.ReactElement) {
  const { container, unmount } = render(tree);
  const input = container.querySelector<HTMLElement>('input, textarea')!;
  const label = container.querySelector('label');
  if (typeof props.label === 'string') {
    // The label names the input; the asterisk is drawn, not said.
    expect(input).toHaveAccessibleName(props.label);
    expect(label).toHaveAttribute('for', input.id);
  } else expect(label).toBeNull();
  expect(label?.hasAttribute('data-asterisk') ?? false).toBe(Boolean(props.labelProps));
  expect(Boolean(label?.textContent?.endsWith(' *'))).toBe(Boolean(props.withAsterisk));
  if (props.error) expect(input).toHaveAttribute('aria-invalid', 'true');
  else expect(input).not.toHaveAttribute('aria-invalid');
  // The error first, then the description.
  const said = [typeof props.error === 'string' ? props.error : '', props.description ?? '']
    .filter(Boolean)
    .join(' ');
  expect(input).toHaveAccessibleDescription(said);
  if (props.id) expect(input).toHaveAttribute('id', props.id);
  if ('disabled' in props) expect(input).toBeDisabled();
  if (props.readOnly) expect(input).toHaveAttribute('readonly');
  if (props.styles?.input) expect(input.style.letterSpacing).toBe('6px');
  // The style props go to the field's wrapper, not to the input.
  if (props.mt) expect((container.firstElementChild as HTMLElement).style.marginTop).not.toBe('');
  if (props.className) expect(container.firstElementChild).toHaveClass(props.className);
  expect(foreignClasses(renderToString(tree))).toEqual([]);
  unmount();
}

describe('the plain TextInput', () => {
  it.each(textCases.map((props) => [name(props), props] as const))(
    'a labelled input, described by its error and description, with classes of its own: %s',
    (_, props) => checkField(props, <TextInput {...props} />),
  );

  it('ties the label, the description and the error to the input; the error marks it invalid', () => {
    render(
      <TextInput label="Код из SMS" description="6 цифр" error="Неверный код" value="" onChange={noop} />,
    );
    const input = screen.getByLabelText('Код из SMS');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Неверный код 6 цифр');
    expect(screen.getByText('Неверный код')).toHaveAttribute('id', `${input.id}-error`);
  });

  it('shows a section inside the field (a search’s magnifier)', () => {
    const { container } = render(<TextInput aria-label="Поиск" leftSection={<svg data-icon="search" />} />);
    expect(container.querySelector('[data-icon="search"]')).not.toBeNull();
    expect(screen.getByRole('textbox', { name: 'Поиск' })).toBeInTheDocument();
  });
});

describe('the plain Textarea', () => {
  /** The chat's composer and the fields like it: a fixed number of rows, resized by hand. */
  const cases: TextareaProps[] = [
    {
      label: 'Сообщение',
      id: 'c',
      placeholder: 'Напишите',
      rows: 3,
      resize: 'vertical',
      value: '',
      onChange: noop,
    },
    { label: 'Сообщение', rows: 3, resize: 'vertical', value: 'Здравствуйте', onChange: noop, maxLength: 10 },
    { label: 'Сообщение', value: '', onChange: noop, error: 'Напишите сообщение' },
    {
      label: 'Комментарий',
      description: 'Необязательно',
      ...REQUIRED,
      size: 'md',
      value: '',
      onChange: noop,
    },
  ];
  it.each(cases.map((props) => [name(props), props] as const))(
    'a labelled text area of its rows, resized as asked: %s',
    (_, props) => {
      checkField(props as TextInputProps, <Textarea {...props} />);
      render(<Textarea {...props} />);
      const area = screen.getByRole('textbox', { name: props.label as string });
      expect(area.tagName).toBe('TEXTAREA');
      if (props.rows) expect(area).toHaveAttribute('rows', String(props.rows));
      expect(area.style.getPropertyValue('--input-resize')).toBe(props.resize ?? '');
      if (props.maxLength) expect(area).toHaveAttribute('maxlength', String(props.maxLength));
    },
  );
});

describe('the plain InputBase, with a mask for its input', () => {
  const phone = {
    label: 'Телефон',
    component: IMaskInput,
    mask: '+7 (000) 000-00-00',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
    placeholder: '+7 (___) ___-__-__',
    ...REQUIRED,
  } as const;

  it('draws the mask as the input, labelled and described as the other fields', () => {
    checkField(
      { label: 'Телефон', ...REQUIRED, error: 'Укажите мобильный номер' },
      <InputBase {...phone} value="" error="Укажите мобильный номер" />,
    );
    render(<InputBase {...phone} value="+7 (999) 123-45-67" size="md" />);
    const input = screen.getByRole('textbox', { name: 'Телефон' });
    expect(input).toHaveValue('+7 (999) 123-45-67');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
  });

  it('is a plain input without a component', () => {
    checkField({ label: 'Без маски' }, <InputBase label="Без маски" value="текст" onChange={noop} />);
  });
});

describe('the plain PasswordInput', () => {
  it.each(passwordCases.map((props) => [name(props), props] as const))(
    'a labelled password field, described by its error and description, invalid with an error: %s',
    (_, props) => {
      checkField(props, <PasswordInput {...props} />);
      const { container } = render(<PasswordInput {...props} />);
      const input = container.querySelector('input')!;
      expect(input).toHaveAttribute('type', 'password');
      expect(input).toHaveAttribute('autocomplete', props.autoComplete ?? 'off');
    },
  );

  it('shows and hides the password on a press, keeping the focus in the field, and by Enter or Space', () => {
    render(<PasswordInput label="Пароль" defaultValue="секрет" />);
    const input = screen.getByLabelText('Пароль');
    const toggle = screen.getByRole('button', { name: 'Показать пароль' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('tabindex', '-1');
    input.focus();
    expect(fireEvent.mouseDown(toggle)).toBe(false);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(document.activeElement).toBe(input);
    fireEvent.keyDown(toggle, { key: 'Enter' });
    expect(input).toHaveAttribute('type', 'password');
    fireEvent.keyDown(toggle, { key: ' ' });
    expect(input).toHaveAttribute('type', 'text');
    fireEvent.keyDown(toggle, { key: 'a' });
    expect(input).toHaveAttribute('type', 'text');
  });
});

/** A form as the pages write one: lib/form.ts (`@mantine/form`) and its `getInputProps`. */
function SignInForm({ onSubmit }: { onSubmit: (values: { email: string; password: string }) => void }) {
  const form = useCheckedForm({ email: '', password: '' }, (v) => ({
    email: v.email.includes('@') ? null : 'Укажите e-mail',
    password: v.password.length >= 8 ? null : 'Пароль не короче 8 символов',
  }));
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <TextInput label="E-mail" {...REQUIRED} {...form.getInputProps('email')} />
      <PasswordInput label="Пароль" {...REQUIRED} {...form.getInputProps('password')} />
      <button type="submit">Войти</button>
    </form>
  );
}

describe('the plain fields with the form state of lib/form.ts', () => {
  it('take the value, report changes, show the errors by the fields and clear them when fixed', () => {
    const submit = vi.fn();
    render(<SignInForm onSubmit={submit} />);
    const email = screen.getByLabelText('E-mail');
    const password = screen.getByLabelText('Пароль');
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(submit).not.toHaveBeenCalled();
    expect(email).toHaveAccessibleDescription('Укажите e-mail');
    expect(password).toHaveAccessibleDescription('Пароль не короче 8 символов');
    expect(password).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(email, { target: { value: 'olga@example.ru' } });
    fireEvent.blur(email);
    expect(email).toHaveValue('olga@example.ru');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Укажите e-mail')).toBeNull();

    fireEvent.change(password, { target: { value: 'Надёжный-пароль' } });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(submit).toHaveBeenCalledWith(
      { email: 'olga@example.ru', password: 'Надёжный-пароль' },
      expect.anything(),
    );
  });

  it('keep their ids through hydration, with no mismatch', async () => {
    const tree = (
      <div>
        <TextInput label="Первое" description="Подсказка" error="Ошибка" value="" onChange={noop} />
        <PasswordInput label="Второе" value="" onChange={noop} />
      </div>
    );
    const container = await hydrateOverServerMarkup(tree);
    container.remove();
  });
});
