import '@fontsource-variable/inter/wght.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import '../src/theme/theme.css';
import { DocsCanvas, keepDocsPageInPlace } from './docs-canvas.js';
import { DocsPageWithStatus } from './docs-page.js';
import { INITIAL_GLOBALS, LANGUAGES, PSEUDO_LOCALE, storyLocale } from './locale.js';
import { VIEWPORTS } from './viewports.js';

/**
 * The toolbar locale: stories read it with `storyCopy(copy, globals)` or `storyLocale(globals)`
 * (./locale.ts) to pick their copy. The pseudo-locale's `lang` is the default language's.
 */
const withLocale: Decorator = (Story, context) => {
  document.documentElement.lang = storyLocale(context.globals);
  return <Story />;
};

/**
 * A public "story is ready" signal for screenshot tools (`visual/stories.spec.ts`): `afterEach` runs
 * once the story has rendered and its play function has finished (after the a11y addon's check), so
 * `<body data-story-ready="<story id>">` means the canvas shows the story's final state. `beforeEach`
 * clears it when a story starts, and its cleanup clears it when the story is torn down.
 */
const clearStoryReady = () => {
  delete document.body.dataset.storyReady;
  delete document.body.dataset.storyViewport;
};

/**
 * Ends a story without a focus ring: a play that clicks or types leaves focus, and its ring, on
 * the last control it touched, which would then show in the resting picture, in the baseline and
 * on the docs page though it is not the state the story is about. A story whose point is focus (a
 * skip link shown on Tab) keeps it with `parameters: { keepsFocus: true }`. Only a visible ring is
 * removed: focus a story holds without one (inside a dialog, on a carousel) stays.
 */
function endWithoutFocusRing(parameters: Readonly<Record<string, unknown>>): void {
  if (parameters.keepsFocus === true) return;
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused.matches(':focus-visible')) focused.blur();
}

keepDocsPageInPlace();

const preview: Preview = {
  decorators: [withLocale],
  beforeEach: () => {
    clearStoryReady();
    return clearStoryReady;
  },
  afterEach: ({ id, globals, parameters }) => {
    endWithoutFocusRing(parameters);
    // The width the story is written for (`globals.viewport`), which the screenshot pass reads to
    // capture it at that width only; empty when the story is for any width.
    const viewport = (globals.viewport as { value?: string } | undefined)?.value ?? '';
    document.body.dataset.storyViewport = viewport;
    document.body.dataset.storyReady = id;
  },
  globalTypes: {
    locale: {
      description: 'Language of the copy',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        // Every language of the table, then the pseudo-locale (docs/CONTRIBUTING.md "Stories and
        // baselines"), which no site publishes.
        items: [
          ...LANGUAGES.map(({ locale, name }) => ({ value: locale, title: name })),
          { value: PSEUDO_LOCALE, title: 'Pseudo' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: INITIAL_GLOBALS,
  parameters: {
    // The sidebar reads as the layers, from the design system up: tokens, the generic components
    // (@landing/ui) grouped by what they are for, the landings' sections (the tool pages' own),
    // whole pages (@landing/sections), then what the site kit adds around them (@landing/site-kit).
    options: {
      storySort: {
        order: [
          'Foundations',
          ['For designers', 'Find a component', 'Introduction', 'Colour', 'Type, space and motion'],
          'Components',
          // Within a group, components follow their files: the MDX pages' glob first (./main.ts),
          // then the stories'. A designer's page attached to a stories file is an MDX file too,
          // which moved its component ahead of the stories-only ones; these names keep each group
          // in the order it had before those pages, and `*` (the rest) follows the files as before.
          [
            'Actions',
            ['ButtonLink', 'CtaLink', 'Button', 'HeroModeToggle'],
            'Navigation',
            'Overlays',
            ['TemplatePreviewContent', 'DemoVideoDialog', 'Dialog', 'TemplatePreviewDialog'],
            'Content',
            [
              'IconTile',
              'Accordion',
              'AudienceCard',
              'CardCarousel',
              'CountryList',
              'CtaBanner',
              'FeatureGrid',
              'Icon',
              '*',
            ],
            'Product previews',
            ['BookCardPlaceholder', 'PdfTemplateShowcase', '*'],
          ],
          'Sections',
          ['Ebook', 'Tools', 'Author'],
          'Pages',
          // The landings' side-by-side pages (MDX, ./main.ts) put them ahead of the legal page;
          // these names keep the order the stories files gave.
          ['AuthorLanding', 'LegalPage', '*'],
          'Site',
        ],
      },
    },
    layout: 'padded',
    controls: { expanded: true },
    // Docs pages show a phone story in a phone-wide frame (./docs-canvas.tsx); a generated page
    // shows the component's status under its title, as a designer's MDX page does (./docs-page.tsx).
    docs: { components: { Canvas: DocsCanvas }, page: DocsPageWithStatus },
    // Fail story tests on any accessibility violation (the a11y addon's Vitest integration).
    a11y: { test: 'error' },
    // The widths designers review at (./viewports.ts).
    viewport: { options: VIEWPORTS },
  },
  tags: ['autodocs'],
};

export default preview;
