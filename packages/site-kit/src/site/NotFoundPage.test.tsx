import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import { expectNoAxeViolations } from '@landing/devkit/testing/axe';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from './NotFoundPage';

describe('given the 404 page of a site', () => {
  it('says what happened in the page’s h1 and why below it', () => {
    render(<NotFoundPage copy={en.common.notFound} homeHref="/" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(en.common.notFound.heading);
    expect(screen.getByText(en.common.notFound.body)).toBeVisible();
  });

  it('links back to the home page of its language', () => {
    render(<NotFoundPage copy={es.common.notFound} homeHref="/es/" />);
    expect(screen.getByRole('link', { name: es.common.notFound.homeLink })).toHaveAttribute(
      'href',
      '/es/',
    );
  });

  it('has no axe violations', async () => {
    const { container } = render(<NotFoundPage copy={en.common.notFound} homeHref="/" />);
    await expectNoAxeViolations(container);
  });
});
