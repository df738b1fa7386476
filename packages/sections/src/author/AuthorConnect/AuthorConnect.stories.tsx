import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  INITIAL_GLOBALS,
  type StoryGlobals,
  startsWith,
  storyMessages,
} from '../../blocks.fixtures.js';
import { AuthorConnect } from './AuthorConnect.js';

const argsFor = (globals: StoryGlobals) => {
  const m = storyMessages(globals);
  return { copy: m.author.connect, common: m.common };
};

const meta = {
  title: 'Sections/Author/AuthorConnect',
  component: AuthorConnect,
  args: argsFor(INITIAL_GLOBALS),
  // The copy of the toolbar's language (or the pseudo-locale) over the story's args.
  render: (args, { globals }) => <AuthorConnect {...args} {...argsFor(globals)} />,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Getting paid on the author landing (docs/PRODUCT.md §2.6): how connecting works, the royalty and payout facts, the countries (the list expands without JavaScript) and the alternatives, each a link to another site.',
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = { ...storyArgs, ...argsFor(globals) };
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: args.copy.countriesHeading })).toBeVisible();
    const full = canvas.getByRole('link', { name: startsWith(args.copy.fullList.label) });
    await expect(full).toHaveAttribute('href', args.copy.fullList.href);
    await expect(full).toHaveAttribute('target', '_blank');
  },
} satisfies Meta<typeof AuthorConnect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
