import type { Locale } from '@landing/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyCopy } from '../../../.storybook/locale.js';
import {
  type InteractionState,
  pseudoStates,
  StatesTable,
  stateName,
} from '../../../.storybook/states.js';
import { CtaBanner, type CtaBannerProps } from './CtaBanner';
import { CTA_BANNER_TONES } from './CtaBanner.css';

const register = 'https://app.example.com/register?source=homepage&action=register';

type Copy = Record<Locale, CtaBannerProps>;

const finalCopy: Copy = {
  en: {
    heading: 'Your first ebook is a few minutes away',
    text: 'Pick a topic, choose how many chapters, and let the AI write, illustrate and design the cover.',
    actions: [
      { label: 'Start Free Trial', track: 'cta_start_trial' },
      { label: 'View Demo', track: 'cta_view_demo', variant: 'secondary' },
    ],
  },
  es: {
    heading: 'Tu primer ebook está a unos minutos',
    text: 'Elige un tema y cuántos capítulos quieres; la IA se encarga del texto, las imágenes y la portada.',
    actions: [
      { label: 'Empieza gratis', track: 'cta_start_trial' },
      { label: 'Ver demo', track: 'cta_view_demo', variant: 'secondary' },
    ],
  },
};

const softCopy: Copy = {
  en: {
    tone: 'soft',
    heading: 'Already finished your manuscript?',
    text: 'Upload the DOCX, set your price and sell on our marketplace, keeping up to 100% of each sale.',
    actions: [
      {
        label: 'Create Your Free Account',
        href: register,
        track: 'publish_create_account',
        opensInNewTab: true,
      },
    ],
    newTabLabel: '(opens in a new tab)',
  },
  es: {
    tone: 'soft',
    heading: '¿Ya terminaste tu manuscrito?',
    text: 'Sube el DOCX, ponle precio y véndelo en nuestro marketplace quedándote hasta con el 100% de cada venta.',
    actions: [
      {
        label: 'Crea tu cuenta gratis',
        href: register,
        track: 'publish_create_account',
        opensInNewTab: true,
      },
    ],
    newTabLabel: '(se abre en una pestaña nueva)',
  },
};

const trialCopy: Copy = {
  en: {
    tone: 'trial',
    eyebrow: 'Risk-free',
    heading: 'Try everything free for 7 days',
    text: 'Write up to 6,000 words, test every template and export your book before you decide.',
    note: 'No credit card · Cancel anytime',
    actions: [
      {
        label: 'Start Your Free Trial',
        href: register,
        track: 'hero_free_trial',
        opensInNewTab: true,
      },
    ],
    newTabLabel: '(opens in a new tab)',
  },
  es: {
    tone: 'trial',
    eyebrow: 'Sin riesgo',
    heading: 'Pruébalo todo gratis durante 7 días',
    text: 'Escribe hasta 6000 palabras, prueba todas las plantillas y exporta tu libro antes de decidir.',
    note: 'Sin tarjeta · Cancela cuando quieras',
    actions: [
      {
        label: 'Empieza tu prueba gratis',
        href: register,
        track: 'hero_free_trial',
        opensInNewTab: true,
      },
    ],
    newTabLabel: '(se abre en una pestaña nueva)',
  },
};

const meta = {
  title: 'Components/Content/CtaBanner',
  tags: ['stable'],
  component: CtaBanner,
  args: finalCopy.en,
  argTypes: { tone: { control: 'inline-radio', options: CTA_BANNER_TONES } },
} satisfies Meta<typeof CtaBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const pick =
  (copy: Copy) =>
  (_args: CtaBannerProps, { globals }: { globals: { locale?: string } }) => (
    <CtaBanner {...storyCopy(copy, globals)} />
  );

/** The final call to action (brand tone): two buttons that only record an event. */
export const Brand: Story = {
  render: pick(finalCopy),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(2);
    await expect(buttons[0]).toHaveAttribute('data-track', 'cta_start_trial');
    await expect(buttons[1]).toHaveAttribute('data-track', 'cta_view_demo');
    await expect(canvas.queryByRole('link')).toBeNull();
    await userEvent.tab();
    await expect(buttons[0]).toHaveFocus();
  },
};

/** Soft tone with one new-tab link. */
export const Soft: Story = {
  render: pick(softCopy),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('data-track', 'publish_create_account');
  },
};

/** The risk-free trial banner. */
export const Trial: Story = {
  render: pick(trialCopy),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: /\((opens in a new tab|se abre en una pestaña nueva)\)$/ }),
    ).toBeVisible();
  },
};

/** Spanish, brand tone. */
export const SpanishBrand: Story = { render: pick(finalCopy), globals: { locale: 'es' } };

/** Spanish trial banner on a phone. */
export const SpanishTrialPhone: Story = {
  render: pick(trialCopy),
  globals: { locale: 'es', viewport: { value: 'phone', isRotated: false } },
};

/** Brand tone on a phone: the actions wrap. */
export const BrandPhone: Story = {
  render: pick(finalCopy),
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/**
 * The states the secondary action on the brand colour styles: its outline takes a light tint under
 * the pointer, and the keyboard's focus is the page's focus ring, seen here on violet. A banner's
 * actions cannot be disabled.
 */
const STATES = ['rest', 'hover', 'focus'] as const satisfies readonly InteractionState[];

/**
 * The tone whose secondary action has a look of its own: one, so its name only starts the cells'
 * ids; named after the component, so no other story's cells have these ids (the pseudo selectors
 * start from them).
 */
const ROW = 'cta-banner-brand';

/**
 * The secondary action on the brand tone at rest, under the pointer and with the keyboard's focus,
 * forced with the pseudo-states addon. Each cell is a brand banner with that one action, headed by
 * its state's name, so the three banners (each a region named by its heading) are told apart.
 */
export const States: Story = {
  globals: {
    viewport: { value: 'desktop' },
    pseudo: pseudoStates(ROW, 'button'),
  },
  render: (_args, { globals }) => {
    const secondary = storyCopy(finalCopy, globals).actions.filter(
      (action) => action.variant === 'secondary',
    );
    return (
      <StatesTable
        globals={globals}
        states={STATES}
        rows={[{ name: ROW }]}
        cell={(state) => (
          <div style={{ width: 360 }}>
            <CtaBanner heading={stateName(state, globals)} headingLevel={3} actions={secondary} />
          </div>
        )}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const [, secondary] = storyCopy(finalCopy, globals).actions;
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons).toHaveLength(STATES.length);
    for (const button of buttons) {
      await expect(button).toHaveAccessibleName(secondary?.label ?? '');
    }
  },
};
