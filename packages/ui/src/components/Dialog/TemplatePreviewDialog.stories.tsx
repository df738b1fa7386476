import type { Locale } from '@landing/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type StoryGlobals, storyCopy, storyLocale } from '../../../.storybook/locale.js';
import type { StatusParameter } from '../../docs/status.js';
import { Button } from '../Button/Button';
import {
  type TemplatePreviewData,
  TemplatePreviewDialog,
  type TemplatePreviewLabels,
} from './TemplatePreviewDialog';

// A small inline cover so the story needs no network and no asset pipeline; the gallery passes
// its own CoverTemplatePreview as children.
const elegantCover = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 300"><rect width="200" height="300" fill="#f5efe6"/><rect x="14" y="14" width="172" height="272" fill="none" stroke="#8a6d3b" stroke-width="2"/><text x="100" y="140" text-anchor="middle" font-family="Georgia, serif" font-size="22" fill="#3b2f1e">The Quiet</text><text x="100" y="168" text-anchor="middle" font-family="Georgia, serif" font-size="22" fill="#3b2f1e">Garden</text><line x1="70" y1="190" x2="130" y2="190" stroke="#8a6d3b"/></svg>',
)}`;

const copy: Record<
  Locale,
  { template: TemplatePreviewData; labels: TemplatePreviewLabels; open: string }
> = {
  en: {
    template: {
      id: 3,
      name: 'Elegant',
      description:
        'Fine serif lettering inside a thin gold frame. Made for memoirs, poetry and literary fiction.',
      imageSrc: elegantCover,
    },
    labels: {
      close: 'Close',
      useTemplate: 'Use this template',
      viewAll: 'Sign up to see all templates',
      newTab: '(opens in a new tab)',
    },
    open: 'Preview Elegant',
  },
  es: {
    template: {
      id: 3,
      name: 'Elegante',
      description:
        'Tipografía con serifa dentro de un fino marco dorado. Ideal para memorias, poesía y narrativa literaria.',
      imageSrc: elegantCover,
    },
    labels: {
      close: 'Cerrar',
      useTemplate: 'Usa esta plantilla',
      viewAll: 'Regístrate para verlas todas',
      newTab: '(se abre en una pestaña nueva)',
    },
    open: 'Ver Elegante',
  },
};

const useTemplateHref =
  'https://app.example.com/register?source=homepage&action=cover_use_template_{id}';
const viewAllHref = 'https://app.example.com/register?source=homepage&action=view_all_templates';

function Example({ globals, initiallyOpen }: { globals: StoryGlobals; initiallyOpen: boolean }) {
  const _locale = storyLocale(globals);
  const t = storyCopy(copy, globals);
  const [chosen, setChosen] = useState<TemplatePreviewData | null>(
    initiallyOpen ? t.template : null,
  );
  return (
    <>
      <Button variant="secondary" onClick={() => setChosen(t.template)}>
        {t.open}
      </Button>
      <TemplatePreviewDialog
        template={chosen}
        labels={t.labels}
        useTemplateHref={useTemplateHref}
        viewAllHref={viewAllHref}
        onOpenChange={(open) => {
          if (!open) setChosen(null);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/Overlays/TemplatePreviewDialog',
  // Beta: the reason is `parameters.status`, shown on the docs page.
  tags: ['beta'],
  component: TemplatePreviewDialog,
  args: {
    template: null,
    labels: copy.en.labels,
    useTemplateHref,
    viewAllHref,
    onOpenChange: fn(),
  },
  parameters: {
    status: {
      reason:
        'Built on Dialog, whose opening animation plays even when the visitor’s system asks for reduced motion.',
    } satisfies StatusParameter,
    docs: {
      // A modal makes the page behind it inert: each story gets its own frame on the docs page.
      story: { inline: false, height: '720px' },
      description: {
        component: `The cover template preview (docs/PRODUCT.md §2.2 item 2): controlled by the gallery, open while
\`template\` is set. Shows the name (the dialog title), the description, a 2:3 preview, "Use this
template" (\`data-track="cover_use_template"\`, \`{id}\` in \`useTemplateHref\` is replaced) and "View all
templates", both in new tabs. Pass the rendered cover as children, or \`template.imageSrc\`; without
either the 2:3 slot stays empty. \`TemplatePreviewContent\` is the body alone.`,
      },
    },
  },
  render: (_args, { globals }) => <Example globals={globals} initiallyOpen />,
} satisfies Meta<typeof TemplatePreviewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectOpenOnTemplate3(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  const dialog = await canvas.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toHaveAttribute('open'));
  const links = within(dialog).getAllByRole('link');
  await expect(links).toHaveLength(2);
  await expect(links[0]).toHaveAttribute('href', expect.stringContaining('cover_use_template_3'));
  await expect(links[0]).toHaveAttribute('target', '_blank');
  await expect(links[1]).toHaveAttribute('href', viewAllHref);
  return dialog;
}

/** Open on template 3 (Elegant). */
export const OpenTemplate3: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expectOpenOnTemplate3(canvasElement, 'Elegant');
  },
};

/** Open on template 3, in Spanish. */
export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expectOpenOnTemplate3(canvasElement, 'Elegante');
  },
};

/** Opened from a card, closed with Escape; focus returns to the card. Ends closed. */
export const OpenAndClose: Story = {
  render: (_args, { globals }) => <Example globals={globals} initiallyOpen={false} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('button', { name: /Preview Elegant|Ver Elegante/ });
    await userEvent.click(card);
    const dialog = await canvas.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(card).toHaveFocus());
  },
};
