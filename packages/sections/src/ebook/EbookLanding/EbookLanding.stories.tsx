import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedStoryArgs, siteProps, withoutNetwork } from '../../blocks.fixtures.js';
import { EbookLanding } from './EbookLanding.js';

const localized = localizedStoryArgs(EbookLanding, (m, locale) => ({
  copy: m,
  ...siteProps(m, locale),
}));

const meta = {
  title: 'Pages/EbookLanding',
  // The whole composition is not shot: each of its sections has its own story and baselines, and
  // the site suites shoot the built page's first screen (docs/CONTRIBUTING.md "Stories and baselines").
  tags: ['no-visual'],
  component: EbookLanding,
  args: localized.args,
  render: localized.render,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The whole ebook-generator landing (docs/PRODUCT.md §2.2) as the ebook site renders it: the hero mode toggle, the create blocks, the have-book block (the embedded `AuthorLanding`, hidden until its tab is chosen) and the sections after the hero. Islands: `HeroModeToggle`, `DemoVideoDialog`, `VoiceToBookAnimation`, `CoverGallery`, `Rotator`, `ParticleBackground` and the have-book block's three; both FAQs are plain HTML (`<details>`).",
      },
    },
  },
  beforeEach: withoutNetwork,
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = localized.renderedArgs(storyArgs, globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('tablist', { name: args.copy.ebook.hero.modes.label }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      args.copy.ebook.hero.create.headline,
    );
    await expect(
      canvas.getByRole('heading', { name: args.copy.ebook.audiences.heading }),
    ).toBeVisible();
  },
} satisfies Meta<typeof EbookLanding>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
