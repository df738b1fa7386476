import { en } from '@landing/content/en';
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STARTED_ATTRIBUTE, startSite } from './client';
import { Island } from './islands/Island';

// A test-only fixture: the tracking step throws, as a bug in it would.
vi.mock('@landing/tracking', async (original) => ({
  ...(await original<typeof import('@landing/tracking')>()),
  startPageTracking: () => {
    throw new Error('a bug in tracking');
  },
}));

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {label}: {count}
    </button>
  );
}

const loadCounter = async () => Counter;

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(STARTED_ATTRIBUTE);
  localStorage.clear();
});

describe('given a step of startSite that throws (tracking)', () => {
  it('reports it once, and the islands and the consent banner behind it still start', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = renderToString(
      <Island name="Counter" component={Counter} props={{ label: 'Taps' }} />,
    );
    await act(async () =>
      startSite({ islands: { Counter: loadCounter }, appUrl: 'https://app.example' }),
    );
    const island = document.querySelector<HTMLElement>('[data-island="Counter"]')!;
    await vi.waitFor(() => expect('hydrated' in island.dataset).toBe(true));
    await act(async () => island.querySelector('button')!.click());
    expect(island.querySelector('button')?.textContent).toBe('Taps: 1');
    // A first visit: the banner asks for a choice.
    expect(
      await screen.findByRole('region', { name: en.client.consent.title }, { timeout: 5000 }),
    ).toBeVisible();
    expect(document.documentElement.hasAttribute(STARTED_ATTRIBUTE)).toBe(true);
    expect(errors).toHaveBeenCalledOnce();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('tracking'), expect.any(Error));
    errors.mockRestore();
  });
});
