import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  blockConfig,
  INITIAL_GLOBALS,
  type StoryGlobals,
  startsWith,
  storyLocale,
  storyMessages,
} from '../../blocks.fixtures.js';
import { AuthorAffiliate } from './AuthorAffiliate.js';

const argsFor = (globals: StoryGlobals) => {
  const m = storyMessages(globals);
  const locale = storyLocale(globals);
  return { copy: m.author.affiliate, common: m.common, locale, config: blockConfig };
};

const meta = {
  title: 'Sections/Author/AuthorAffiliate',
  component: AuthorAffiliate,
  args: argsFor(INITIAL_GLOBALS),
  // The copy of the toolbar's language (or the pseudo-locale) over the story's args.
  render: (args, { globals }) => <AuthorAffiliate {...args} {...argsFor(globals)} />,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The affiliate programme of the author landing (docs/PRODUCT.md §2.6): four points and a call to action.',
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = { ...storyArgs, ...argsFor(globals) };
    const canvas = within(canvasElement);
    for (const point of args.copy.points) {
      await expect(canvas.getByRole('heading', { name: point.title })).toBeVisible();
    }
    await expect(
      canvas.getByRole('link', { name: startsWith(args.copy.cta.label) }),
    ).toHaveAttribute('target', '_blank');
  },
} satisfies Meta<typeof AuthorAffiliate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
