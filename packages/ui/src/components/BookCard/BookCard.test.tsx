import { expectNoAxeViolations } from '@landing/devkit/testing/axe';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookCard, BookCardPlaceholder } from './BookCard.js';

const book = {
  title: 'Sourdough for Busy People',
  coverUrl: 'https://covers.example.com/sourdough.jpg',
  priceText: '$12.99',
  href: 'https://marketplace.example.com/book/7/sourdough-for-busy-people',
};

describe('given a book', () => {
  it('is one link to the book page, named by its title and price', async () => {
    const { container } = render(<BookCard {...book} />);
    const link = screen.getByRole('link', { name: 'Sourdough for Busy People $12.99' });
    expect(link).toHaveAttribute('href', book.href);
    await expectNoAxeViolations(container);
  });

  it('shows a decorative cover with its intrinsic size, loading lazily', () => {
    const { container } = render(<BookCard {...book} />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('src', book.coverUrl);
    expect(img).toHaveAttribute('width', '200');
    expect(img).toHaveAttribute('height', '300');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads the cover first when it has priority', () => {
    const { container } = render(<BookCard {...book} priority />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows no price at all when there is none to show', () => {
    render(<BookCard {...book} priceText={null} />);
    expect(screen.getByRole('link', { name: 'Sourdough for Busy People' })).toBeVisible();
    expect(screen.queryByText(/\$/)).toBeNull();
  });

  it('keeps a title with markup characters as text', () => {
    render(<BookCard {...book} title={'<b>Bold</b> & "Brave"'} />);
    expect(screen.getByRole('link', { name: '<b>Bold</b> & "Brave" $12.99' })).toBeVisible();
  });
});

describe('given a placeholder', () => {
  it('is hidden from assistive technology and holds no link', async () => {
    const { container } = render(<BookCardPlaceholder />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('link')).toBeNull();
    await expectNoAxeViolations(container);
  });
});
