import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  INITIAL_GLOBALS,
  type StoryGlobals,
  storyLocale,
  storyMessages,
} from '../../blocks.fixtures.js';
import { AuthorTestimonials } from './AuthorTestimonials.js';

const argsFor = (globals: StoryGlobals) => {
  const m = storyMessages(globals);
  return { copy: m.author.testimonials, locale: storyLocale(globals) };
};

const meta = {
  title: 'Sections/Author/AuthorTestimonials',
  component: AuthorTestimonials,
  args: argsFor(INITIAL_GLOBALS),
  // The copy of the toolbar's language (or the pseudo-locale) over the story's args.
  render: (args, { globals }) => <AuthorTestimonials {...args} {...argsFor(globals)} />,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "Three authors' testimonials on the author landing (docs/PRODUCT.md §2.6). A quote written in the other language says it is a translation.",
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = { ...storyArgs, ...argsFor(globals) };
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(args.copy.items.length);
  },
} satisfies Meta<typeof AuthorTestimonials>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
