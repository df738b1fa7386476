import { expectNoAxeViolations } from '@landing/devkit/testing/axe';
import { stubDialog } from '@landing/devkit/testing/dialog';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TemplatePreviewContent,
  type TemplatePreviewData,
  TemplatePreviewDialog,
} from './TemplatePreviewDialog';

let restore: () => void;
beforeAll(() => {
  restore = stubDialog();
});
afterAll(() => restore());

const flush = () => act(async () => {});

const elegant: TemplatePreviewData = {
  id: 3,
  name: 'Elegant',
  description: 'Fine serif type on a calm background, for memoirs and poetry.',
  imageSrc: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
};
const labels = {
  close: 'Close',
  useTemplate: 'Use this template',
  viewAll: 'View all templates',
  newTab: '(opens in a new tab)',
};
const useHref = 'https://app.example/register?source=homepage&action=cover_use_template_{id}';
const viewAllHref = 'https://app.example/register?source=homepage&action=view_all_templates';

function Gallery({ preview }: { preview?: boolean }) {
  const [chosen, setChosen] = useState<TemplatePreviewData | null>(null);
  return (
    <>
      <button type="button" onClick={() => setChosen(elegant)}>
        Preview Elegant
      </button>
      <TemplatePreviewDialog
        template={chosen}
        labels={labels}
        useTemplateHref={useHref}
        viewAllHref={viewAllHref}
        onOpenChange={(open) => {
          if (!open) setChosen(null);
        }}
      >
        {preview ? <svg role="img" aria-label="Elegant cover" /> : undefined}
      </TemplatePreviewDialog>
    </>
  );
}

describe('given no chosen template', () => {
  it('keeps the dialog closed', () => {
    render(<Gallery />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('given a chosen template', () => {
  async function choose(preview?: boolean) {
    const user = userEvent.setup();
    const utils = render(<Gallery preview={preview} />);
    const card = screen.getByRole('button', { name: 'Preview Elegant' });
    await user.click(card);
    return { user, card, ...utils };
  }

  it('opens a dialog titled with the template name and shows its description', async () => {
    await choose();
    const dialog = screen.getByRole('dialog', { name: 'Elegant' });
    expect(dialog).toHaveTextContent(elegant.description);
  });

  it('links to the template and to all templates in new tabs', async () => {
    await choose();
    const use = screen.getByRole('link', { name: 'Use this template (opens in a new tab)' });
    expect(use).toHaveAttribute(
      'href',
      'https://app.example/register?source=homepage&action=cover_use_template_3',
    );
    expect(use).toHaveAttribute('target', '_blank');
    expect(use).toHaveAttribute('data-track', 'cover_use_template');
    const all = screen.getByRole('link', { name: 'View all templates (opens in a new tab)' });
    expect(all).toHaveAttribute('href', viewAllHref);
    expect(all).toHaveAttribute('target', '_blank');
  });

  it('shows the image when no preview is passed, and the passed preview otherwise', async () => {
    const first = await choose();
    expect(document.querySelector('img')).toHaveAttribute('src', elegant.imageSrc);
    first.unmount();
    await choose(true);
    expect(screen.getByRole('img', { name: 'Elegant cover' })).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = await choose();
    await expectNoAxeViolations(container);
  });

  it('closes with the close button and returns focus to the card', async () => {
    const { user, card } = await choose();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await flush();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card).toHaveFocus();
  });

  it('closes with Escape', async () => {
    const { user } = await choose();
    await user.keyboard('{Escape}');
    await flush();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('TemplatePreviewContent', () => {
  it('reserves an empty 2:3 slot when there is neither an image nor a preview', () => {
    const { container } = render(
      <TemplatePreviewContent
        template={{ id: 14, name: 'Vaporwave', description: 'Neon sunset.' }}
        labels={labels}
        useTemplateHref={useHref}
        viewAllHref={viewAllHref}
      />,
    );
    const slot = container.querySelector('[data-template-id="14"]');
    expect(slot).toBeEmptyDOMElement();
    expect(screen.getByRole('link', { name: /Use this template/ })).toHaveAttribute(
      'href',
      expect.stringContaining('cover_use_template_14'),
    );
  });
});
