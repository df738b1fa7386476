import { expectNoAxeViolations } from '@landing/devkit/testing/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LanguageSwitcher } from './LanguageSwitcher';

const links = [
  { locale: 'en', href: '/novel-ideas-generator', label: 'English' },
  { locale: 'es', href: '/es/generador-de-ideas-para-novelas', label: 'Español' },
];

describe('given the English page', () => {
  it('is a named navigation with a link per language', () => {
    render(<LanguageSwitcher label="Language" links={links} current="en" />);
    const nav = screen.getByRole('navigation', { name: 'Language' });
    expect(within(nav).getAllByRole('link')).toHaveLength(2);
  });

  it('marks English as the current page and labels each link in its own language', () => {
    render(<LanguageSwitcher label="Language" links={links} current="en" />);
    const english = screen.getByRole('link', { name: 'English' });
    const spanish = screen.getByRole('link', { name: 'Español' });
    expect(english).toHaveAttribute('aria-current', 'page');
    expect(spanish).not.toHaveAttribute('aria-current');
    expect(spanish).toHaveAttribute('hreflang', 'es');
    expect(spanish).toHaveAttribute('lang', 'es');
    expect(spanish).toHaveAttribute('href', '/es/generador-de-ideas-para-novelas');
  });

  it('is reachable with Tab in order', async () => {
    const user = userEvent.setup();
    render(<LanguageSwitcher label="Language" links={links} current="en" />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'English' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Español' })).toHaveFocus();
  });

  it('has no axe violations', async () => {
    const { container } = render(<LanguageSwitcher label="Language" links={links} current="en" />);
    await expectNoAxeViolations(container);
  });
});

describe('given the Spanish page', () => {
  it('marks Español as current', () => {
    render(<LanguageSwitcher label="Idioma" links={links} current="es" tone="inverse" />);
    expect(screen.getByRole('navigation', { name: 'Idioma' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'English' })).not.toHaveAttribute('aria-current');
  });
});
