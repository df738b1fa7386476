import { expectNoAxeViolations } from '@landing/devkit/testing/axe';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StepList } from './StepList.js';

const steps = [
  { id: 'topic', title: 'Choose a topic', text: 'Tell the AI what your book is about.' },
  { id: 'create', title: 'AI writes the chapters', text: 'Chapters, images and a cover.' },
  { id: 'publish', title: 'Download and publish', text: 'Export a PDF and start selling.' },
];

describe('given an ordered list of steps', () => {
  it('is an ordered list with a heading per step, in order', async () => {
    const { container } = render(<StepList steps={steps} ordered />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Choose a topic', 'AI writes the chapters', 'Download and publish']);
    expect(within(items[1]!).getByText('Chapters, images and a cover.')).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('draws the numbers but leaves the order to the list for screen readers', () => {
    const { container } = render(<StepList steps={steps} ordered />);
    const markers = container.querySelectorAll('[aria-hidden="true"]');
    expect([...markers].map((marker) => marker.textContent)).toEqual(['1', '2', '3']);
  });

  it('uses the requested heading level', () => {
    render(<StepList steps={steps} headingLevel={4} />);
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3);
  });
});

describe('given an unordered list of points', () => {
  it('is a plain list with ticks instead of numbers', async () => {
    const { container } = render(<StepList steps={steps} ordered={false} />);
    expect(screen.getByRole('list').tagName).toBe('UL');
    expect(container.textContent).not.toMatch(/[123]/);
    expect(container.querySelectorAll('svg')).toHaveLength(3);
    await expectNoAxeViolations(container);
  });
});
