import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyPart } from './lazy-part.tsx';

function Step({ name }: { name: string }) {
  return <p>Шаг: {name}</p>;
}

describe('lazyPart', () => {
  it('shows nothing until its chunk arrives, then the part', async () => {
    let arrive: (c: typeof Step) => void = () => undefined;
    const Part = lazyPart(() => new Promise<typeof Step>((resolve) => (arrive = resolve)));
    render(<Part name="образование" />);
    expect(screen.queryByText(/Шаг/)).toBeNull();
    await act(async () => arrive(Step));
    expect(await screen.findByText('Шаг: образование')).toBeTruthy();
  });

  it('preloaded, draws at once on its first showing, with no empty frame', async () => {
    let loads = 0;
    const Part = lazyPart(async () => {
      loads += 1;
      return Step;
    });
    Part.preload();
    Part.preload();
    await act(async () => undefined);
    render(<Part name="предпочтения" />);
    // Synchronously: no Suspense fallback was committed.
    expect(screen.getByText('Шаг: предпочтения')).toBeTruthy();
    expect(loads).toBe(1);
  });
});
