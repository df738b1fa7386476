import type { Locale } from '@landing/content';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubDialog } from '../../../components/Dialog/stubDialog.js';
import { blockConfig, messagesFor } from '../../blocks.fixtures.js';
import { EbookGallery } from './EbookGallery.js';

// jsdom has no <dialog> modal API and no element scrolling (docs/TOOLCHAIN.md "Known pitfalls").
let restoreDialog: () => void;
beforeAll(() => {
  restoreDialog = stubDialog();
  Element.prototype.scrollTo = vi.fn() as unknown as Element['scrollTo'];
});
afterAll(() => {
  restoreDialog();
  Reflect.deleteProperty(Element.prototype, 'scrollTo');
});

/** Opens the third template's preview as a visitor does and returns its two links' addresses. */
async function previewLinks(locale: Locale) {
  const m = messagesFor(locale);
  const user = userEvent.setup();
  render(
    <EbookGallery
      copy={{ gallery: m.ebook.gallery, carousel: m.ebook.carousel, templates: m.templates.cover }}
      common={m.common}
      locale={locale}
      config={blockConfig}
    />,
  );
  const template = m.templates.cover[2]!;
  await user.click(
    screen.getByRole('button', { name: m.ebook.gallery.open.replace('{name}', template.name) }),
  );
  await act(async () => {});
  const dialog = screen.getByRole('dialog', { name: template.name });
  const link = (label: string) =>
    new URL(
      within(dialog)
        .getByRole('link', { name: (name) => name.startsWith(label) })
        .getAttribute('href')!,
    );
  return {
    id: template.id,
    dialog,
    description: template.description,
    use: link(m.ebook.gallery.useTemplate),
    all: link(m.ebook.gallery.viewAll),
  };
}

describe('given the Spanish gallery', () => {
  it('hands off "Use this template" and "View all templates" with lang=es (docs/PRODUCT.md §2.7)', async () => {
    const { id, use, all } = await previewLinks('es');
    expect(Object.fromEntries(use.searchParams)).toEqual({
      lang: 'es',
      source: 'homepage',
      action: `cover_use_template_${id}`,
    });
    expect(Object.fromEntries(all.searchParams)).toEqual({
      lang: 'es',
      source: 'homepage',
      action: 'view_all_templates',
    });
  });
});

describe('given the gallery rendered in place, as in Storybook', () => {
  it("loads the descriptions the page leaves out and shows the opened template's in the dialog", async () => {
    const { dialog, description } = await previewLinks('es');
    expect(await within(dialog).findByText(description)).toBeVisible();
  });
});

describe('given the English gallery', () => {
  it('hands off both links without lang', async () => {
    const { id, use, all } = await previewLinks('en');
    expect(Object.fromEntries(use.searchParams)).toEqual({
      source: 'homepage',
      action: `cover_use_template_${id}`,
    });
    expect(all.searchParams.has('lang')).toBe(false);
  });
});
