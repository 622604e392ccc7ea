import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';

describe('Button', () => {
  it('is a button named by its text, which a press runs; not a submit unless asked', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Записаться</Button>);
    const button = screen.getByRole('button', { name: 'Записаться' });
    expect(button).toHaveAttribute('type', 'button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    render(<Button type="submit">Отправить</Button>);
    expect(screen.getByRole('button', { name: 'Отправить' })).toHaveAttribute('type', 'submit');
  });

  it('says its variant, filled when none is given, and its size', () => {
    render(
      <>
        <Button>Первая</Button>
        <Button variant="outline" size="compact-sm">
          Вторая
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Первая' })).toHaveAttribute('data-variant', 'filled');
    const second = screen.getByRole('button', { name: 'Вторая' });
    expect(second).toHaveAttribute('data-variant', 'outline');
    expect(second).toHaveAttribute('data-size', 'compact-sm');
  });

  it('disabled: cannot be pressed', () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Сохранить
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Сохранить' });
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('loading: busy, cannot be pressed, keeps its name; the spinner is not announced', () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Сохранить
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Сохранить' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('data-loading');
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('draws a link as a button: a link to its address, with no button attributes', () => {
    render(
      <MemoryRouter>
        <Button component="a" href="/progress" variant="light">
          Мой отбор
        </Button>
        <Button component={Link} to="/vacancies">
          Вакансии
        </Button>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Мой отбор' });
    expect(link).toHaveAttribute('href', '/progress');
    expect(link).not.toHaveAttribute('type');
    expect(link).not.toHaveAttribute('disabled');
    expect(link).toHaveAttribute('data-variant', 'light');
    expect(screen.getByRole('link', { name: 'Вакансии' })).toHaveAttribute('href', '/vacancies');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a disabled link says so', () => {
    render(
      <Button component="a" href="/x" disabled>
        Перейти
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Перейти' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows its sections beside the text', () => {
    render(
      <Button leftSection={<span>←</span>} rightSection={<span>→</span>}>
        Дальше
      </Button>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('←Дальше→');
  });

  it('colours: a theme colour by variant; a shade for filled and outline', () => {
    render(
      <>
        <Button variant="light" color="red">
          Светлая
        </Button>
        <Button variant="outline" color="red.9">
          Контур
        </Button>
      </>,
    );
    const light = screen.getByRole('button', { name: 'Светлая' });
    expect(light.style.getPropertyValue('--button-bg')).toBe('var(--ui-color-red-light)');
    expect(light.style.getPropertyValue('--button-color')).toBe('var(--ui-color-red-light-color)');
    const outline = screen.getByRole('button', { name: 'Контур' });
    expect(outline.style.getPropertyValue('--button-color')).toBe('var(--ui-color-red-9)');
    expect(outline.style.getPropertyValue('--button-hover')).toBe(
      'color-mix(in srgb, var(--ui-color-red-9) 5%, transparent)',
    );
  });

  it('takes the style props: a margin and full width', () => {
    render(
      <Button fullWidth mt="md">
        Широкая
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Широкая' });
    expect(button).toHaveAttribute('data-block');
    expect(button.style.marginTop).toBe('var(--ui-spacing-md)');
  });
});
