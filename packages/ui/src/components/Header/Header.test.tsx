import { expectNoAxeViolations } from '@landing/devkit/testing/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Header, type HeaderProps } from './Header';
import * as styles from './Header.css';

const english: HeaderProps = {
  brand: { name: 'Inkwell AI', href: '/' },
  skipLinkLabel: 'Skip to main content',
  menuLabel: 'Menu',
  nav: {
    label: 'Main',
    links: [
      { label: 'Templates', href: '#templates' },
      { label: 'Tools', href: '/novel-ideas-generator', isCurrent: true },
      { label: 'FAQ', href: '#faq' },
    ],
  },
  languages: {
    label: 'Language',
    current: 'en',
    links: [
      { locale: 'en', href: '/', label: 'English' },
      { locale: 'es', href: '/es', label: 'Español' },
    ],
  },
  login: { label: 'Log in', href: 'https://app.example/login' },
  cta: {
    label: 'Start Free Trial',
    href: 'https://app.example/register?source=homepage&action=register',
    track: 'hero_start_trial',
    opensInNewTab: true,
  },
  newTabLabel: '(opens in a new tab)',
};

const menu = () => screen.getByText('Menu').closest('details')!;

/**
 * jsdom applies no component CSS, so both copies of the links would count. This adds the one rule
 * of each layout that matters to the accessibility tree: which copy is displayed.
 */
function layout(kind: 'phone' | 'desktop') {
  const css = document.createElement('style');
  css.textContent =
    kind === 'phone'
      ? `.${styles.desktopNav}, .${styles.desktopLanguages}, .${styles.desktopLogin} { display: none; }`
      : `.${styles.menu} { display: none; }`;
  document.head.append(css);
  return () => css.remove();
}

describe('given the header', () => {
  it('is the page banner and starts with a skip link to #main', async () => {
    const user = userEvent.setup();
    render(<Header {...english} />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
  });

  it('links the brand home', () => {
    render(<Header {...english} />);
    expect(screen.getByRole('link', { name: 'Inkwell AI' })).toHaveAttribute('href', '/');
  });

  it('renders the call to action as a tracked new-tab link', () => {
    render(<Header {...english} />);
    const cta = screen.getByRole('link', { name: 'Start Free Trial (opens in a new tab)' });
    expect(cta).toHaveAttribute('target', '_blank');
    expect(cta).toHaveAttribute('data-track', 'hero_start_trial');
  });

  it('marks the current page in the navigation', () => {
    const restore = layout('desktop');
    render(<Header {...english} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Tools' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    restore();
  });

  it('offers Log in as a plain same-tab link just before the call to action on wide screens', () => {
    const restore = layout('desktop');
    render(<Header {...english} />);
    const login = screen.getByRole('link', { name: 'Log in' });
    expect(login).toHaveAttribute('href', 'https://app.example/login');
    expect(login).not.toHaveAttribute('target');
    expect(login).not.toHaveAttribute('data-track');
    const links = within(screen.getByRole('banner')).getAllByRole('link');
    const cta = screen.getByRole('link', { name: 'Start Free Trial (opens in a new tab)' });
    expect(links.indexOf(login)).toBe(links.indexOf(cta) - 1);
    restore();
  });

  it('has no axe violations at desktop width', async () => {
    const restore = layout('desktop');
    const { container } = render(<Header {...english} />);
    await expectNoAxeViolations(container);
    restore();
  });
});

describe('given the phone menu', () => {
  // Keyboard toggling of <summary> is native and jsdom lacks it; the sites' journeys open the menu
  // with a real tap on a touch phone (tooling/devkit/src/playwright/journeys.ts). Here the pointer path.
  it('is a native disclosure, closed at first, holding the links and languages', async () => {
    const restore = layout('phone');
    const user = userEvent.setup();
    render(<Header {...english} />);
    const details = menu();
    expect(details).not.toHaveAttribute('open');
    await user.click(within(details).getByText('Menu'));
    expect(details).toHaveAttribute('open');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(details).toContainElement(nav);
    expect(within(nav).getAllByRole('link')).toHaveLength(3);
    expect(within(details).getByRole('navigation', { name: 'Language' })).toBeInTheDocument();
    // Log in is a row of the menu, the only copy of it on a phone.
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      'https://app.example/login',
    );
    expect(details).toContainElement(screen.getByRole('link', { name: 'Log in' }));
    await user.click(within(details).getByText('Menu'));
    expect(details).not.toHaveAttribute('open');
    restore();
  });

  it('starts open when the header is rendered with defaultMenuOpen, and still closes on a click', async () => {
    const restore = layout('phone');
    const user = userEvent.setup();
    render(<Header {...english} defaultMenuOpen />);
    const details = menu();
    expect(details).toHaveAttribute('open');
    expect(details).toContainElement(screen.getByRole('navigation', { name: 'Main' }));
    await user.click(within(details).getByText('Menu'));
    expect(details).not.toHaveAttribute('open');
    restore();
  });

  it('has no axe violations, closed and open', async () => {
    const restore = layout('phone');
    const user = userEvent.setup();
    const { container } = render(<Header {...english} />);
    await expectNoAxeViolations(container);
    await user.click(within(menu()).getByText('Menu'));
    await expectNoAxeViolations(container);
    restore();
  });
});

describe('given a Spanish header without navigation or call to action', () => {
  it('keeps brand, languages and menu', () => {
    render(
      <Header
        {...english}
        brand={{ name: 'Inkwell AI', href: '/es' }}
        skipLinkLabel="Saltar al contenido principal"
        menuLabel="Menú"
        nav={undefined}
        login={undefined}
        cta={undefined}
        languages={{ ...english.languages, label: 'Idioma', current: 'es' }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Saltar al contenido principal' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Español' })[0]).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText('Menú')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Log in|Iniciar sesión/ })).toBeNull();
  });
});
