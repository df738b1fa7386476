import type { Locale } from '@landing/content';
import { stubDialog } from '@landing/devkit/testing/dialog';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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
    screen.getByRole('link', { name: m.ebook.gallery.open.replace('{name}', template.name) }),
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

// The island as the site runs it: the server's markup, and the gallery's DOM behaviour on it
// (`../GalleryBehaviour/index.ts`), no React in the page.
afterEach(() => {
  vi.doUnmock('@landing/content/gallery/en');
  vi.resetModules();
  document.body.replaceChildren();
});

const en = messagesFor('en');

/** Renders the landing's gallery on the server, runs its island and taps the second card once. */
async function openSecondPreview() {
  const { coverGalleryIsland } = await import('../GalleryBehaviour/index.js');
  const root = document.createElement('div');
  root.innerHTML = renderToString(
    <EbookGallery
      copy={{
        gallery: en.ebook.gallery,
        carousel: en.ebook.carousel,
        templates: en.templates.cover,
      }}
      common={en.common}
      locale="en"
      config={blockConfig}
    />,
  );
  document.body.append(root);
  const island = root.querySelector<HTMLElement>('[data-island="CoverGallery"]')!;
  coverGalleryIsland(island, JSON.parse(island.nextElementSibling!.textContent!));
  const second = en.templates.cover[1]!;
  fireEvent.click(
    screen.getByRole('link', { name: en.ebook.gallery.open.replace('{name}', second.name) }),
  );
  return { dialog: screen.getByRole('dialog', { name: second.name }), second };
}

describe('given the island as the site runs it', () => {
  it("opens the tapped template's preview in the same task, and its description once loaded", async () => {
    const { dialog, second } = await openSecondPreview();
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('link', { name: /^Use this template/ })).toHaveAttribute(
      'href',
      expect.stringContaining(`action=cover_use_template_${second.id}`),
    );
    expect(await within(dialog).findByText(second.description)).toBeVisible();
  });
});

describe('given the preview opened on the page, in a browser without invoker commands (jsdom)', () => {
  it('closes from its close button and returns focus to the card', async () => {
    const { dialog, second } = await openSecondPreview();
    fireEvent.click(within(dialog).getByRole('button', { name: en.ebook.gallery.close }));
    expect(dialog).not.toHaveAttribute('open');
    await act(async () => {});
    expect(
      screen.getByRole('link', { name: en.ebook.gallery.open.replace('{name}', second.name) }),
    ).toHaveFocus();
  });

  it('closes on a press that starts and ends on the backdrop, not on one inside the panel', async () => {
    const { dialog } = await openSecondPreview();
    const heading = within(dialog).getByRole('heading');
    fireEvent.pointerDown(heading);
    fireEvent.click(dialog);
    expect(dialog).toHaveAttribute('open');
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(dialog).not.toHaveAttribute('open');
  });
});

describe('given the descriptions module fails to load', () => {
  it('still opens the preview with its name and both links, and no empty paragraph shown', async () => {
    vi.doMock('@landing/content/gallery/en', () => {
      throw new Error('offline');
    });
    const { dialog, second } = await openSecondPreview();
    await act(async () => {});
    expect(dialog).not.toHaveTextContent(second.description);
    expect(within(dialog).getAllByRole('link')).toHaveLength(2);
    expect(dialog.querySelector('p:empty:not([hidden])')).toBeNull();
  });
});
