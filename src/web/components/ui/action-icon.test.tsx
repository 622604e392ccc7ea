import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ActionIcon } from './action-icon.tsx';

describe('ActionIcon', () => {
  it('is a button named by its label, which a press runs', () => {
    const onClick = vi.fn();
    render(
      <ActionIcon variant="subtle" aria-label="Следующее фото" onClick={onClick}>
        <svg />
      </ActionIcon>,
    );
    const button = screen.getByRole('button', { name: 'Следующее фото' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-variant', 'subtle');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('disabled: cannot be pressed', () => {
    const onClick = vi.fn();
    render(
      <ActionIcon aria-label="Удалить" color="red" disabled onClick={onClick}>
        <svg />
      </ActionIcon>,
    );
    const button = screen.getByRole('button', { name: 'Удалить' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-variant', 'filled');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('passes the button’s own attributes', () => {
    render(
      <ActionIcon aria-label="Просмотр" aria-pressed title="Просмотр">
        <svg />
      </ActionIcon>,
    );
    expect(screen.getByRole('button', { name: 'Просмотр', pressed: true })).toHaveAttribute(
      'title',
      'Просмотр',
    );
  });
});
