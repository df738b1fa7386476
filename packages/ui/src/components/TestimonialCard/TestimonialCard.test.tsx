import { expectNoAxeViolations } from '@landing/devkit/testing/axe';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestimonialCard } from './TestimonialCard.js';

const labels = { rating: '{rating} out of 5 stars', via: 'on {platform}' };
const props = {
  quote: 'I finished my first cookbook in an afternoon.',
  author: 'Laura M.',
  title: 'Food blogger',
  platform: 'ReviewHub',
  rating: 5,
  labels,
};

describe('given a testimonial', () => {
  it('is a figure with the quote, the author and where the review was left', async () => {
    const { container } = render(<TestimonialCard {...props} />);
    const figure = screen.getByRole('figure');
    expect(figure.querySelector('figcaption')).toHaveTextContent(
      'Laura M.Food blogger · on ReviewHub',
    );
    expect(figure.querySelector('blockquote')).toHaveTextContent(props.quote);
    await expectNoAxeViolations(container);
  });

  it('draws five stars and says the rating in words', () => {
    const { container } = render(<TestimonialCard {...props} />);
    expect(screen.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
    expect(container.querySelectorAll('svg')).toHaveLength(5);
    expect(container.querySelectorAll('svg[fill="currentColor"]')).toHaveLength(5);
  });

  it('draws unfilled stars for a lower rating and clamps silly values', () => {
    const { container, rerender } = render(<TestimonialCard {...props} rating={4} />);
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    expect(container.querySelectorAll('svg[fill="currentColor"]')).toHaveLength(4);
    rerender(<TestimonialCard {...props} rating={9} />);
    expect(screen.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
  });

  it('leaves out the platform when there is none', () => {
    const { container } = render(<TestimonialCard {...props} platform={undefined} />);
    expect(container.querySelector('figcaption')).toHaveTextContent(/^Laura M\.Food blogger$/);
  });

  it('speaks Spanish when given Spanish labels', () => {
    render(
      <TestimonialCard
        {...props}
        labels={{ rating: '{rating} de 5 estrellas', via: 'en {platform}' }}
      />,
    );
    expect(screen.getByRole('img', { name: '5 de 5 estrellas' })).toBeVisible();
    expect(screen.getByText('Food blogger · en ReviewHub')).toBeVisible();
  });

  it('says a translated quote is one, and says nothing of a quote shown as written', () => {
    const spanish = {
      rating: '{rating} de 5 estrellas',
      via: 'en {platform}',
      translated: 'traducido del inglés',
    };
    const { rerender } = render(<TestimonialCard {...props} translated labels={spanish} />);
    expect(screen.getByText('Food blogger · en ReviewHub · traducido del inglés')).toBeVisible();
    rerender(<TestimonialCard {...props} labels={spanish} />);
    expect(screen.queryByText(/traducido/)).toBeNull();
  });
});
