import {
  InputBase as MantineInputBase,
  PasswordInput as MantinePasswordInput,
  Textarea as MantineTextarea,
  TextInput as MantineTextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { fireEvent, render, screen } from '@testing-library/react';
import { IMaskInput } from 'react-imask';
import { describe, expect, it, vi } from 'vitest';
import { REQUIRED } from '#web/components/required.ts';
import { hydrateOverServerMarkup } from '#web/test/hydration.ts';
import { markup } from '#web/test/mantine-markup.tsx';
import {
  InputBase,
  PasswordInput,
  SHOW_PASSWORD,
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

describe('the plain TextInput', () => {
  it.each(textCases.map((props) => [name(props), props] as const))(
    'renders what Mantine’s TextInput renders, ids included: %s',
    (_, props) => {
      expect(markup(<TextInput {...props} />)).toEqual(markup(<MantineTextInput {...(props as object)} />));
    },
  );

  it('ties the label, the description and the error to the input; the error marks it invalid', () => {
    render(
      <TextInput label="Код из SMS" description="6 цифр" error="Неверный код" value="" onChange={noop} />,
    );
    const input = screen.getByLabelText('Код из SMS');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Неверный код 6 цифр');
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
    'renders what Mantine’s Textarea renders: %s',
    (_, props) => {
      expect(markup(<Textarea {...props} />)).toEqual(markup(<MantineTextarea {...(props as object)} />));
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
  const cases = [
    { ...phone, value: '' },
    { ...phone, value: '+7 (999) 123-45-67', size: 'md' },
    { ...phone, value: '', error: 'Укажите мобильный номер' },
    { label: 'Дата рождения', component: IMaskInput, mask: '00.00.0000', inputMode: 'numeric', value: '' },
    { label: 'Без маски', value: 'текст', onChange: noop },
  ] as const;
  it.each(cases.map((props) => [name({ ...props, component: 'mask' }), props] as const))(
    'renders what Mantine’s InputBase renders: %s',
    (_, props) => {
      expect(markup(<InputBase {...(props as object)} />)).toEqual(
        markup(<MantineInputBase {...(props as object)} />),
      );
    },
  );
});

describe('the plain PasswordInput', () => {
  it.each(passwordCases.map((props) => [name(props), props] as const))(
    'renders what Mantine’s PasswordInput renders, with a Russian name for its toggle and aria-invalid: %s',
    (_, props) => {
      expect(markup(<PasswordInput {...props} />)).toEqual(
        markup(
          <MantinePasswordInput
            {...(props as object)}
            visibilityToggleButtonProps={{ 'aria-label': SHOW_PASSWORD }}
            aria-invalid={props.error ? true : undefined}
          />,
        ),
      );
    },
  );

  it('differs from Mantine’s own only there: the toggle’s name, and aria-invalid on an invalid field', () => {
    const attributes = (tree: unknown, path: number[]) =>
      path.reduce((node, i) => (node as { children: unknown[] }).children[i], tree) as {
        attributes: Record<string, string>;
      };
    const props = { label: 'Пароль', id: 'p', error: 'Укажите пароль' };
    const ours = markup(<PasswordInput {...props} />);
    const theirs = markup(<MantinePasswordInput {...props} />);
    // Root → the input's box (after the label) → the input's frame → the input; the section → the toggle.
    expect(attributes(ours, [1, 0, 0]).attributes['aria-invalid']).toBe('true');
    expect(attributes(theirs, [1, 0, 0]).attributes['aria-invalid']).toBeUndefined();
    expect(attributes(ours, [1, 1, 0]).attributes['aria-label']).toBe('Показать пароль');
    expect(attributes(theirs, [1, 1, 0]).attributes['aria-label']).toBe('Toggle password visibility');
  });

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

/** A form as the pages write one: `@mantine/form` and its `getInputProps`. */
function SignInForm({ onSubmit }: { onSubmit: (values: { email: string; password: string }) => void }) {
  const form = useForm({
    initialValues: { email: '', password: '' },
    validateInputOnBlur: true,
    validate: {
      email: (v) => (v.includes('@') ? null : 'Укажите e-mail'),
      password: (v) => (v.length >= 8 ? null : 'Пароль не короче 8 символов'),
    },
  });
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <TextInput label="E-mail" {...REQUIRED} {...form.getInputProps('email')} />
      <PasswordInput label="Пароль" {...REQUIRED} {...form.getInputProps('password')} />
      <button type="submit">Войти</button>
    </form>
  );
}

describe('the plain fields with @mantine/form', () => {
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
