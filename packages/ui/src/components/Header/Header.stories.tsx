import type { Locale } from '@landing/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyCopy } from '../../../.storybook/locale.js';
import {
  type InteractionState,
  StatesStack,
  stateCellId,
  stateName,
} from '../../../.storybook/states.js';
import { vars } from '../../theme/contract.css';
import { Header, type HeaderProps } from './Header';

const languages = [
  { locale: 'en', href: '/', label: 'English' },
  { locale: 'es', href: '/es', label: 'Español' },
];

const copy: Record<Locale, HeaderProps & { main: string }> = {
  en: {
    brand: { name: 'Inkwell AI', href: '/' },
    skipLinkLabel: 'Skip to main content',
    menuLabel: 'Menu',
    nav: {
      label: 'Main',
      links: [
        { label: 'Templates', href: '#templates' },
        { label: 'Tools', href: '#tools' },
        { label: 'Publish', href: '#publish' },
        { label: 'FAQ', href: '#faq' },
      ],
    },
    languages: { label: 'Language', current: 'en', links: languages },
    login: { label: 'Log in', href: 'https://app.example.com/login' },
    cta: {
      label: 'Start Free Trial',
      href: 'https://app.example.com/register?source=homepage&action=register',
      track: 'hero_start_trial',
      opensInNewTab: true,
    },
    newTabLabel: '(opens in a new tab)',
    main: 'Turn an idea into a finished ebook, with chapters, images and a cover, in minutes.',
  },
  es: {
    brand: { name: 'Inkwell AI', href: '/es' },
    skipLinkLabel: 'Saltar al contenido principal',
    menuLabel: 'Menú',
    nav: {
      label: 'Principal',
      links: [
        { label: 'Plantillas', href: '#templates' },
        { label: 'Herramientas', href: '#tools' },
        { label: 'Publicar', href: '#publish' },
        { label: 'Preguntas', href: '#faq' },
      ],
    },
    languages: { label: 'Idioma', current: 'es', links: languages },
    login: { label: 'Iniciar sesión', href: 'https://app.example.com/login?lang=es' },
    cta: {
      label: 'Empieza gratis',
      href: 'https://app.example.com/register?source=homepage&action=register',
      track: 'hero_start_trial',
      opensInNewTab: true,
    },
    newTabLabel: '(se abre en una pestaña nueva)',
    main: 'Convierte una idea en un ebook terminado, con capítulos, imágenes y portada, en minutos.',
  },
};

const meta = {
  title: 'Components/Navigation/Header',
  tags: ['stable'],
  component: Header,
  args: copy.en,
  parameters: {
    layout: 'fullscreen',
  },
  render: (args, { globals }) => {
    const { main, ...props } = storyCopy(copy, globals);
    return (
      <>
        <Header
          {...args}
          {...props}
          nav={args.nav === undefined ? undefined : props.nav}
          login={args.login === undefined ? undefined : props.login}
        />
        <main id="main" style={{ padding: vars.space[6] }}>
          <p>{main}</p>
        </main>
      </>
    );
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: everything in the bar, Log in just before the call to action. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: /Main|Principal/ })).toBeVisible();
    await expect(canvas.getByText(/^(Menu|Menú)$/)).not.toBeVisible();
    const login = canvas.getByRole('link', { name: /^(Log in|Iniciar sesión)$/ });
    await expect(login).toBeVisible();
    await expect(login).not.toHaveAttribute('target');
  },
};

/**
 * The id of the box around the link states story: its pseudo selectors start from it, so they
 * match nothing in the component's other stories (the addon can carry them over to the next story
 * shown on the same canvas, seen in the stories pass).
 */
const LINK_STATES_ID = 'header-link-states';

/**
 * The bar's page links in order (not the language links, which the bar's other `nav` holds): the
 * pointer over the first, the keyboard's focus on the second.
 */
const BAR_LINK = (n: number) =>
  `#${LINK_STATES_ID} header > div > nav li:nth-child(${n}) > a:not([hreflang])`;

/**
 * The bar's links at rest (the others), under the pointer (the first: a grey pill and the brand's
 * ink) and with the keyboard's focus (the second: the page's focus ring), forced with the
 * pseudo-states addon. The language links' states are LanguageSwitcher's `States`.
 */
export const LinkStates: Story = {
  globals: {
    viewport: { value: 'desktop', isRotated: false },
    pseudo: { hover: [BAR_LINK(1)], focusVisible: [BAR_LINK(2)] },
  },
  decorators: [
    (Story) => (
      <div id={LINK_STATES_ID}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, globals }) => {
    const { nav } = storyCopy(copy, globals);
    const bar = within(canvasElement).getByRole('navigation', { name: nav?.label });
    await expect(within(bar).getAllByRole('link').length).toBeGreaterThanOrEqual(2);
  },
};

/** Phone: brand, call to action and the closed menu. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/**
 * Phone, menu open from the start (`defaultMenuOpen`), so the docs page and the Controls show it
 * open too: links, Log in and languages inside. Opening it is native `<details>`: the pointer path
 * is Header.test.tsx's, a real tap the sites' journeys' (tooling/devkit/src/playwright/journeys.ts).
 */
export const PhoneMenuOpen: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { defaultMenuOpen: true },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    const nav = await within(banner).findByRole('navigation', { name: /^(Main|Principal)$/ });
    await waitFor(() => expect(nav).toBeVisible());
    await expect(within(nav).getAllByRole('link')).toHaveLength(4);
    await expect(
      within(banner).getByRole('link', { name: /^(Log in|Iniciar sesión)$/ }),
    ).toBeVisible();
    await expect(
      within(banner).getByRole('navigation', { name: /^(Language|Idioma)$/ }),
    ).toBeVisible();
  },
};

/** The skip link appears on the first Tab and leads to `#main`. */
export const SkipLinkFocused: Story = {
  // The focused skip link is what this story shows (preview.tsx removes a play's ring otherwise).
  parameters: { keepsFocus: true },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const skip = within(canvasElement).getByRole('link', { name: /Skip|Saltar/ });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main');
  },
};

/** Spanish, desktop. */
export const Spanish: Story = {
  globals: { locale: 'es', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Empieza gratis/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(canvas.getAllByRole('link', { name: 'Español' })[0]).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Spanish, phone. */
export const SpanishPhone: Story = {
  globals: { locale: 'es', viewport: { value: 'phone', isRotated: false } },
};

/** Without navigation links or Log in: brand, languages and the call to action. */
export const WithoutNavigation: Story = {
  args: { nav: undefined, login: undefined },
};

/**
 * The states the phone's menu button styles: a grey square under the pointer and the page's focus
 * ring; it cannot be disabled.
 */
const MENU_STATES = ['rest', 'hover', 'focus'] as const satisfies readonly InteractionState[];

/**
 * The look the menu button has: one, so its name only starts the cells' ids; named after the
 * component, so no other story's cells have these ids (the pseudo selectors start from them).
 */
const MENU_ROW = 'header-menu-button';

/**
 * The header's navigation landmarks (the page links and the languages) named for one state, so
 * three headers' landmarks are told apart wherever they show (the wider bar shows them).
 */
const namedFor = ({ nav, languages }: HeaderProps, state: string): Partial<HeaderProps> => ({
  nav: nav ? { ...nav, label: `${nav.label}: ${state}` } : undefined,
  languages: { ...languages, label: `${languages.label}: ${state}` },
});

/** The menu button (the disclosure's `<summary>`) of the header in a cell. */
const MENU_BUTTON = (state: InteractionState) => `#${stateCellId(MENU_ROW, state)} summary`;

/**
 * The phone's menu button, closed, at rest, under the pointer and with the keyboard's focus,
 * forced with the pseudo-states addon; one header a state. Each header sits in a region named by
 * its state, so none of the three is the page's banner landmark, and the region clips the skip
 * link, which waits above its header.
 */
export const MenuButtonStates: Story = {
  globals: {
    viewport: { value: 'phone', isRotated: false },
    pseudo: { hover: [MENU_BUTTON('hover')], focusVisible: [MENU_BUTTON('focus')] },
  },
  render: (args, { globals }) => {
    const { main: _main, ...props } = storyCopy(copy, globals);
    return (
      <div style={{ padding: `${vars.space[4]} ${vars.space[3]}` }}>
        <StatesStack
          globals={globals}
          states={MENU_STATES}
          row={MENU_ROW}
          cell={(state) => (
            <section aria-label={stateName(state, globals)} style={{ overflow: 'hidden' }}>
              <Header {...args} {...props} {...namedFor(props, stateName(state, globals))} />
            </section>
          )}
        />
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    for (const state of MENU_STATES) {
      const region = within(canvasElement).getByRole('region', { name: stateName(state, globals) });
      // One header a region, its menu closed.
      const menus = region.querySelectorAll('header details');
      await expect(menus).toHaveLength(1);
      await expect(menus[0]).not.toHaveAttribute('open');
    }
  },
};
