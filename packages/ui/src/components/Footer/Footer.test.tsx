import { expectNoAxeViolations } from '@landing/devkit/testing/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Footer, type FooterProps } from './Footer';

const english: FooterProps = {
  brand: { name: 'Inkwell AI', href: '/' },
  tagline: 'Ebooks written with AI, and a marketplace to sell the ones you write yourself.',
  groups: [
    {
      heading: 'Tools',
      links: [
        { label: 'Ebook ideas generator', href: '/ebooks-ideas-generator' },
        { label: 'Novel ideas generator', href: '/novel-ideas-generator' },
      ],
    },
    {
      heading: 'Marketplace',
      links: [{ label: 'Browse books', href: 'https://market.example/', opensInNewTab: true }],
    },
    {
      heading: 'Legal',
      links: [
        { label: 'Privacy policy', href: '/privacy' },
        { label: 'Cookie settings', data: { 'data-consent-open': '' } },
      ],
    },
  ],
  languages: {
    label: 'Language',
    current: 'en',
    links: [
      { locale: 'en', href: '/', label: 'English' },
      { locale: 'es', href: '/es', label: 'Español' },
    ],
  },
  copyright: '© {year} Inkwell AI. All rights reserved.',
  year: 2026,
  newTabLabel: '(opens in a new tab)',
};

describe('given the footer', () => {
  it('is the page content info with the brand linking home', () => {
    render(<Footer {...english} />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Inkwell AI' })).toHaveAttribute('href', '/');
    expect(footer).toHaveTextContent(english.tagline);
  });

  it('names each link group by its heading', () => {
    render(<Footer {...english} />);
    const tools = screen.getByRole('navigation', { name: 'Tools' });
    expect(within(tools).getByRole('heading', { level: 2, name: 'Tools' })).toBeInTheDocument();
    expect(within(tools).getAllByRole('link')).toHaveLength(2);
  });

  it('announces links that open a new tab', () => {
    render(<Footer {...english} />);
    const link = screen.getByRole('link', { name: 'Browse books (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
  });

  it('renders a button item as a button the page script finds by its data attribute', () => {
    render(<Footer {...english} />);
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    const button = within(legal).getByRole('button', { name: 'Cookie settings' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-consent-open', '');
    expect(button.closest('li')).not.toBeNull();
  });

  it('prints the year it is given, the same on the server', () => {
    render(<Footer {...english} year={2031} />);
    expect(screen.getByText('© 2031 Inkwell AI. All rights reserved.')).toBeInTheDocument();
    expect(renderToString(<Footer {...english} />)).toContain('© 2026 Inkwell AI');
  });

  it('includes the language switcher with English current', () => {
    render(<Footer {...english} />);
    const nav = screen.getByRole('navigation', { name: 'Language' });
    expect(within(nav).getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('is walked through with Tab in reading order', async () => {
    const user = userEvent.setup();
    render(<Footer {...english} />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Inkwell AI' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Ebook ideas generator' })).toHaveFocus();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Footer {...english} headingLevel={3} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expectNoAxeViolations(container);
  });
});
