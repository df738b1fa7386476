import { LOCALE_TABLE, type Locale, otherLocales } from '@landing/content';
import { client as en } from '@landing/content/client/en';
import { client as es } from '@landing/content/client/es';
import type { Consent, ConsentChoice } from '@landing/tracking';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import {
  INITIAL_GLOBALS,
  isPseudoLocale,
  type StoryGlobals,
  storyCopy,
  storyLocale,
} from '../../../ui/.storybook/locale.js';
import { openConsentSettings, showConsentBanner, showLanguageSuggestion } from './ui';

/** A visitor's consent for a story: no choice yet (or the given one), nothing stored. */
function storyConsent(choice: ConsentChoice | null, refusedBySignal = false): Consent {
  let current = choice;
  return {
    current: () => current,
    refusedBySignal: () => refusedBySignal,
    choose: async (next) => {
      current = next;
    },
    subscribe: () => () => {},
  };
}

type Show = 'banner' | 'settings' | 'settingsUnderSignal' | 'suggestion';

/** Shows one of the script-built notes on the story's page and removes it when the story ends. */
/** The browser copy of each language. */
const CLIENT: Readonly<Record<Locale, typeof en>> = { en, es };

/** The page behind the notes: not copy, the same in every language (and in the pseudo-locale). */
const PAGE_BEHIND = 'The page behind the note.';

function ConsentUi({ show, globals }: { show: Show; globals: StoryGlobals }) {
  const locale = storyLocale(globals);
  const copy = storyCopy(CLIENT, globals);
  // An English page suggests Spanish to a Spanish browser, and the other way round: the note
  // offers the other language's home page, in that language (in the pseudo-locale, its copy).
  const other = otherLocales(locale)[0] ?? locale;
  const otherCopy = isPseudoLocale(globals) ? copy : CLIENT[other];
  useEffect(() => {
    let node: Element | null = null;
    if (show === 'banner') node = showConsentBanner(storyConsent(null), copy.consent);
    if (show === 'settings') {
      node = openConsentSettings(storyConsent({ analytics: true, marketing: false }), copy.consent);
    }
    if (show === 'settingsUnderSignal') {
      node = openConsentSettings(storyConsent(null, true), copy.consent);
    }
    if (show === 'suggestion') {
      node = showLanguageSuggestion(
        `${LOCALE_TABLE[other].pathPrefix}/`,
        other,
        otherCopy.languageSuggestion,
        () => {},
      );
    }
    return () => node?.remove();
  }, [show, copy, other, otherCopy]);
  return <p>{PAGE_BEHIND}</p>;
}

const meta = {
  title: 'Site/Consent',
  component: ConsentUi,
  args: { show: 'banner', globals: INITIAL_GLOBALS },
  argTypes: {
    show: {
      control: 'inline-radio',
      options: ['banner', 'settings', 'settingsUnderSignal', 'suggestion'],
    },
    globals: { table: { disable: true } },
  },
  // The toolbar's locale picks the copy, as in every story.
  render: (args, { globals }) => <ConsentUi show={args.show} globals={globals} />,
  parameters: {
    // The stories' test of the pseudo-locale (packages/ui/src/test/stories-pseudo.test.tsx): what
    // the story shows that is not copy.
    pseudoLocale: { allowed: [PAGE_BEHIND] },
    layout: 'fullscreen',
    docs: {
      // The banner and the notes are fixed to the screen and the settings are a modal: inline,
      // every story's would cover the docs page at once. Each gets its own frame.
      story: { inline: false, height: '640px' },
      description: {
        component: `What a first visit sees (src/consent/ui.ts): the consent banner, fixed to the
bottom of the screen with Accept and Reject alike and a way into the settings; the settings dialog
(a native modal \`<dialog>\`); the same dialog when the browser sends Global Privacy Control; and the
language suggestion, written in the language it suggests. Built with the DOM, not React, and loaded
only when due (docs/ARCHITECTURE.md "Consent and analytics").`,
      },
    },
  },
} satisfies Meta<typeof ConsentUi>;

export default meta;
type Story = StoryObj<typeof meta>;

// The notes are added by an effect after the story renders, and the dialog fades in: each play
// waits for what it looks for (`findBy…`, `waitFor`), so it passes when the story is opened on its
// own, a cold page, as well as after another story.

export const Banner: Story = {
  play: async () => {
    const page = within(document.body);
    const banner = await page.findByRole('region', { name: en.consent.title });
    await waitFor(() => expect(banner).toBeVisible());
  },
};

export const BannerInSpanish: Story = {
  globals: { locale: 'es' },
  play: async () => {
    const page = within(document.body);
    const reject = await page.findByRole('button', { name: es.consent.reject });
    await waitFor(() => expect(reject).toBeVisible());
  },
};

export const Settings: Story = {
  args: { show: 'settings' },
  play: async () => {
    const page = within(document.body);
    const dialog = await page.findByRole('dialog', { name: en.consent.dialogTitle });
    await expect(
      within(dialog).getByRole('checkbox', { name: en.consent.analyticsLabel }),
    ).toBeChecked();
  },
};

export const SettingsUnderGlobalPrivacyControl: Story = {
  args: { show: 'settingsUnderSignal' },
  globals: { locale: 'es' },
  play: async () => {
    const page = within(document.body);
    // The dialog fades in: wait for the end of its entry animation.
    await waitFor(() => expect(page.getByText(es.consent.signal)).toBeVisible());
    await expect(page.getByRole('checkbox', { name: es.consent.analyticsLabel })).toBeDisabled();
  },
};

export const LanguageSuggestion: Story = {
  args: { show: 'suggestion' },
  play: async () => {
    const page = within(document.body);
    const suggestion = await page.findByRole('region', { name: es.languageSuggestion.label });
    await waitFor(() => expect(suggestion).toBeVisible());
  },
};
