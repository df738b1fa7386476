import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedStoryArgs, siteProps } from '../../blocks.fixtures.js';
import { ToolLanding } from './ToolLanding.js';

const localized = localizedStoryArgs(ToolLanding, (m, locale) => ({
  copy: m.tools,
  toolKey: 'ebookIdeas' as const,
  ...siteProps(m, locale),
}));

const meta = {
  title: 'Pages/ToolLanding',
  // The whole composition is not shot: each of its sections has its own story and baselines, and
  // the site suites shoot the built page's first screen (docs/CONTRIBUTING.md "Stories and baselines").
  tags: ['no-visual'],
  component: ToolLanding,
  args: localized.args,
  render: localized.render,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'A whole tool page body (docs/PRODUCT.md §2.3) as the ebook site renders it: intro and form, how it works, what you get, who it is for, examples, the FAQ (opening with “Is it free? Do I need an account?”, the one place the trial is stated), related tools and the closing call to action. No island.',
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = localized.renderedArgs(storyArgs, globals);
    const canvas = within(canvasElement);
    const page = args.copy.pages[args.toolKey];
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(page.heading);
    const form = canvasElement.querySelector('form');
    await expect(form).toHaveAttribute('action', `${args.config.appUrl}/register`);
    await expect(canvas.getByRole('heading', { name: page.cta.heading })).toBeVisible();
    const { labels, access } = args.copy;
    for (const name of [labels.howItWorks, labels.whatYouGet, access.question]) {
      await expect(canvas.getByRole('heading', { name })).toBeVisible();
    }
    await expect(canvasElement.textContent?.split(labels.trialNote)).toHaveLength(2);
    await expect(canvasElement.querySelector('[data-island]')).toBeNull();
  },
} satisfies Meta<typeof ToolLanding>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
