import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubDialog } from '../../../components/Dialog/stubDialog.js';
import { blockConfig, messagesFor } from '../../blocks.fixtures.js';

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
afterEach(() => {
  vi.doUnmock('@landing/content/gallery/en');
  vi.resetModules();
});

const en = messagesFor('en');

/** The island's props as the ebook landing writes them: no descriptions. */
const props = {
  heading: en.ebook.gallery.heading,
  templates: en.templates.cover.map(({ id, name }) => ({ id, name })),
  locale: 'en' as const,
  labels: {
    ...en.ebook.carousel,
    open: en.ebook.gallery.open,
    useTemplate: en.ebook.gallery.useTemplate,
    viewAll: en.ebook.gallery.viewAll,
    close: en.ebook.gallery.close,
    newTab: en.common.opensInNewTab,
  },
  useTemplateHref: `${blockConfig.appUrl}/register?action=cover_use_template_{id}`,
  viewAllHref: `${blockConfig.appUrl}/register?action=view_all_templates`,
};

/** Loads the island as the site's registry does, renders it and taps the second card once. */
async function openSecondPreview() {
  const { loadGalleryIsland } = await import('./GalleryIsland.js');
  const Gallery = await loadGalleryIsland(props);
  render(<Gallery {...props} />);
  const second = en.templates.cover[1]!;
  // One synchronous tap: nothing the island starts loading now can arrive before the dialog opens.
  act(() => {
    fireEvent.click(
      screen.getByRole('button', { name: en.ebook.gallery.open.replace('{name}', second.name) }),
    );
  });
  return { dialog: screen.getByRole('dialog', { name: second.name }), second };
}

describe('given the island loaded by the site', () => {
  it('has the description in the dialog the first tap opens, with nothing left to load', async () => {
    const { dialog, second } = await openSecondPreview();
    expect(dialog).toHaveTextContent(second.description);
  });
});

describe('given the descriptions module fails to load', () => {
  it('still opens the preview with its name and both links, and no empty paragraph', async () => {
    vi.doMock('@landing/content/gallery/en', () => {
      throw new Error('offline');
    });
    const { dialog, second } = await openSecondPreview();
    await act(async () => {});
    expect(dialog).not.toHaveTextContent(second.description);
    expect(within(dialog).getAllByRole('link')).toHaveLength(2);
    expect(dialog.querySelector('p:empty')).toBeNull();
  });
});
