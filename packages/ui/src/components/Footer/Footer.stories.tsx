import type { Locale } from '@landing/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyCopy } from '../../../.storybook/locale.js';
import { Footer, type FooterProps } from './Footer';

const languages = [
  { locale: 'en', href: '/', label: 'English' },
  { locale: 'es', href: '/es', label: 'Español' },
];

const copy: Record<Locale, FooterProps> = {
  en: {
    brand: { name: 'Inkwell AI', href: '/' },
    tagline:
      'Write ebooks with AI in minutes, or publish the manuscript you already finished and keep up to 100% of every sale.',
    groups: [
      {
        heading: 'Create',
        links: [
          { label: 'Ebook ideas generator', href: '/ebooks-ideas-generator' },
          { label: 'Novel outline generator', href: '/novel-outline-generator' },
          { label: 'Book summary creator', href: '/book-summary-creator' },
        ],
      },
      {
        heading: 'Publish',
        links: [
          { label: 'Sell your book', href: '/#have-book' },
          { label: 'Marketplace', href: 'https://market.example.com/', opensInNewTab: true },
        ],
      },
      {
        heading: 'Help',
        links: [
          { label: 'FAQ', href: '/#faq' },
          { label: 'Cover templates', href: '/#templates' },
        ],
      },
      {
        heading: 'Legal',
        links: [
          { label: 'Privacy policy', href: '/privacy' },
          { label: 'Cookie policy', href: '/cookies' },
          { label: 'Cookie settings', data: { 'data-consent-open': '' } },
        ],
      },
    ],
    languages: { label: 'Language', current: 'en', links: languages },
    copyright: '© {year} Inkwell AI. All rights reserved.',
    year: 2026,
    newTabLabel: '(opens in a new tab)',
  },
  es: {
    brand: { name: 'Inkwell AI', href: '/es' },
    tagline:
      'Escribe ebooks con IA en minutos, o publica el manuscrito que ya terminaste y quédate hasta con el 100% de cada venta.',
    groups: [
      {
        heading: 'Crear',
        links: [
          { label: 'Ideas para ebooks', href: '/es/generador-de-ideas-para-ebooks' },
          { label: 'Esquema de novela', href: '/es/generador-de-esquema-para-novelas' },
          { label: 'Resúmenes de libros', href: '/es/creador-de-resumenes-de-libros' },
        ],
      },
      {
        heading: 'Publicar',
        links: [
          { label: 'Vende tu libro', href: '/es#have-book' },
          { label: 'Marketplace', href: 'https://market.example.com/', opensInNewTab: true },
        ],
      },
      {
        heading: 'Ayuda',
        links: [
          { label: 'Preguntas frecuentes', href: '/es#faq' },
          { label: 'Plantillas de portada', href: '/es#templates' },
        ],
      },
      {
        heading: 'Legal',
        links: [
          { label: 'Política de privacidad', href: '/es/privacidad' },
          { label: 'Política de cookies', href: '/es/cookies' },
          { label: 'Preferencias de cookies', data: { 'data-consent-open': '' } },
        ],
      },
    ],
    languages: { label: 'Idioma', current: 'es', links: languages },
    copyright: '© {year} Inkwell AI. Todos los derechos reservados.',
    year: 2026,
    newTabLabel: '(se abre en una pestaña nueva)',
  },
};

const meta = {
  title: 'Components/Navigation/Footer',
  tags: ['stable'],
  component: Footer,
  args: copy.en,
  parameters: {
    layout: 'fullscreen',
  },
  render: (args, { globals }) => (
    <Footer {...args} {...storyCopy(copy, globals)} year={args.year} />
  ),
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** English, desktop. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    await expect(canvas.getAllByRole('navigation')).toHaveLength(5);
    await expect(canvas.getByText('© 2026 Inkwell AI. All rights reserved.')).toBeVisible();
    const settings = canvas.getByRole('button', { name: 'Cookie settings' });
    await expect(settings).toHaveAttribute('data-consent-open');
    await expect(settings).toHaveAttribute('type', 'button');
  },
};

/** The cookie settings button takes the keyboard focus like the links around it. */
export const CookieSettingsFocused: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  // The focus ring is what this story shows (preview.tsx removes a play's ring otherwise).
  parameters: { keepsFocus: true },
  play: async ({ canvasElement }) => {
    const settings = within(canvasElement).getByRole('button', {
      name: /Cookie settings|Preferencias de cookies/,
    });
    settings.focus();
    await expect(settings).toHaveFocus();
  },
};

/**
 * The id of the box around the link states story: its pseudo selectors start from it, so they
 * match nothing in the component's other stories (the addon can carry them over to the next story
 * shown on the same canvas, seen in the stories pass).
 */
const LINK_STATES_ID = 'footer-link-states';

/** The first group's links: the pointer over the first, the keyboard's focus on the second. */
const FIRST_GROUP_LINK = (n: number) =>
  `#${LINK_STATES_ID} footer nav[aria-labelledby]:first-of-type li:nth-child(${n}) > a`;

/**
 * A link's states on the dark footer, at rest (every other link), under the pointer (the first:
 * full white and underlined) and with the keyboard's focus (the second: the page's focus ring),
 * forced with the pseudo-states addon. The cookie settings button's focus is
 * `CookieSettingsFocused`.
 */
export const LinkStates: Story = {
  globals: {
    viewport: { value: 'desktop', isRotated: false },
    pseudo: { hover: [FIRST_GROUP_LINK(1)], focusVisible: [FIRST_GROUP_LINK(2)] },
  },
  decorators: [
    (Story) => (
      <div id={LINK_STATES_ID}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, globals }) => {
    const [first] = storyCopy(copy, globals).groups;
    const group = within(canvasElement).getByRole('navigation', { name: first?.heading });
    await expect(within(group).getAllByRole('link')).toHaveLength(first?.links.length ?? 0);
  },
};

/** English, phone: the groups wrap. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Spanish. */
export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Publicar' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: 'Marketplace (se abre en una pestaña nueva)' }),
    ).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'Español' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Spanish, phone. */
export const SpanishPhone: Story = {
  globals: { locale: 'es', viewport: { value: 'phone', isRotated: false } },
};
