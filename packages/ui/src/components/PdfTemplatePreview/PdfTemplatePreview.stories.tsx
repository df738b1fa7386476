import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyCopy, storyLocale } from '../../../.storybook/locale.js';
import { PdfTemplatePreview, PdfTemplateShowcase } from './PdfTemplatePreview';
import { pdfTemplateFixtures, pdfTemplateLabels } from './PdfTemplatePreview.fixtures';
import type { PdfTemplateKey } from './pages';

const modern = pdfTemplateFixtures.en[0]!;

const meta = {
  title: 'Components/Product previews/PdfTemplatePreview',
  tags: ['stable'],
  component: PdfTemplatePreview,
  args: {
    templateKey: modern.key,
    name: modern.name,
    description: modern.description,
    colors: modern.colors,
    labels: pdfTemplateLabels.en,
  },
} satisfies Meta<typeof PdfTemplatePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story for one key, in the toolbar's language. */
const single = (key: PdfTemplateKey): Story => ({
  // One card at the width it has in the desktop grid.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
  render: (args, { globals }) => {
    const _locale = storyLocale(globals);
    const t = storyCopy(pdfTemplateFixtures, globals).find((x) => x.key === key)!;
    return (
      <PdfTemplatePreview
        {...args}
        templateKey={t.key}
        name={t.name}
        description={t.description}
        colors={t.colors}
        labels={storyCopy(pdfTemplateLabels, globals)}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const _locale = storyLocale(globals);
    const t = storyCopy(pdfTemplateFixtures, globals).find((x) => x.key === key)!;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: t.name })).toBeVisible();
    const swatches = canvas.getByRole('list', {
      name: storyCopy(pdfTemplateLabels, globals).swatches,
    });
    const items = within(swatches).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[2]).toHaveTextContent(
      `${storyCopy(pdfTemplateLabels, globals).accent} ${t.colors.accent}`,
    );
    // The swatch shows the colour it names.
    const shown = getComputedStyle(items[2] as HTMLElement).backgroundColor;
    const probe = document.createElement('span');
    probe.style.color = t.colors.accent;
    document.body.append(probe);
    await expect(shown).toBe(getComputedStyle(probe).color);
    probe.remove();
    // A4 proportions, fixed before paint.
    const page = (canvasElement.querySelector('svg') as SVGElement).parentElement as HTMLElement;
    const box = page.getBoundingClientRect();
    await expect(Math.abs(box.height / box.width - 297 / 210)).toBeLessThan(0.02);
  },
});

export const Modern = single('modern');
export const Elegant = single('elegant');
export const Creative = single('creative');
export const Professional = single('professional');
export const Nature = single('nature');
export const Luxury = single('luxury');
export const Academic = single('academic');
export const Magazine = single('magazine');

/** The section's grid of all eight: 2 per row on phones, 4 from the desktop breakpoint. */
export const Showcase: Story = {
  render: (_args, { globals }) => {
    const _locale = storyLocale(globals);
    return (
      <PdfTemplateShowcase
        templates={storyCopy(pdfTemplateFixtures, globals)}
        labels={storyCopy(pdfTemplateLabels, globals)}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const _locale = storyLocale(globals);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(8);
    await expect(
      canvas.getAllByRole('list', { name: storyCopy(pdfTemplateLabels, globals).swatches }),
    ).toHaveLength(8);
    // Four per row on a desktop-wide canvas.
    const cards = [...canvasElement.querySelectorAll('article')];
    const firstRowTop = cards[0]?.getBoundingClientRect().top;
    const inFirstRow = cards.filter((c) => c.getBoundingClientRect().top === firstRowTop);
    await expect(inFirstRow).toHaveLength(window.innerWidth >= 1024 ? 4 : 2);
  },
};

/** The showcase in Spanish. */
export const Spanish: Story = {
  ...Showcase,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Edición de lujo' })).toBeVisible();
    await expect(canvas.getAllByRole('list', { name: 'Colores' })[0]).toHaveTextContent(
      'Principal #111827',
    );
  },
};
