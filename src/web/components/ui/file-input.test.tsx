import { fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CLEAR_FILE, FileInput, PICK_FILE } from './file-input.tsx';

function Cover() {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FileInput
      label="Обложка"
      accept="image/*"
      clearable
      value={file}
      onChange={setFile}
      error={file ? undefined : 'Нужна обложка'}
    />
  );
}

describe('FileInput', () => {
  it('is a file input named by its label: a pick shows the name, the cross clears it', async () => {
    const user = userEvent.setup();
    render(<Cover />);
    const input = screen.getByLabelText('Обложка');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Нужна обложка');
    expect(screen.getByText(PICK_FILE)).toBeTruthy();

    await user.upload(input, new File(['x'], 'обложка.png', { type: 'image/png' }));
    expect(screen.getByText('обложка.png')).toBeTruthy();
    expect(input).not.toHaveAttribute('aria-invalid');

    fireEvent.click(screen.getByRole('button', { name: CLEAR_FILE }));
    expect(screen.getByText(PICK_FILE)).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('with `multiple`, gives every file', async () => {
    const user = userEvent.setup();
    let got: File[] = [];
    render(<FileInput label="Фото" multiple onChange={(files) => (got = files)} />);
    await user.upload(screen.getByLabelText('Фото'), [new File(['a'], 'a.jpg'), new File(['b'], 'b.jpg')]);
    expect(got.map((f) => f.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(screen.getByText('a.jpg, b.jpg')).toBeTruthy();
  });
});
