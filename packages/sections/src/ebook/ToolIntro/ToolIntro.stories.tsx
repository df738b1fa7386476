import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { blockConfig, localizedStoryArgs } from '../../blocks.fixtures.js';
import { ToolIntro } from './ToolIntro.js';

const localized = localizedStoryArgs(ToolIntro, (m, locale) => ({
  copy: m.tools.pages.ebookIdeas,
  labels: m.tools.labels,
  toolKey: 'ebookIdeas' as const,
  locale,
  config: blockConfig,
}));

const meta = {
  title: 'Sections/Tools/ToolIntro',
  component: ToolIntro,
  args: localized.args,
  render: localized.render,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The top of a tool page (docs/PRODUCT.md §2.3): h1, intro, breadcrumb and the tool's form, a plain GET form to registration in a new tab (works without JavaScript). Shown with the ebook ideas tool, whose form also has a select.",
      },
    },
  },
  play: async ({ canvasElement, args: storyArgs, globals }) => {
    const args = localized.renderedArgs(storyArgs, globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(args.copy.heading);
    const crumbs = canvas.getByRole('navigation', { name: args.labels.breadcrumb });
    await expect(within(crumbs).getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByRole('textbox', { name: args.copy.form.label })).toBeVisible();
    if ('options' in args.copy.form) {
      await expect(
        canvas.getByRole('combobox', { name: args.copy.form.options.label }),
      ).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: args.copy.form.submit })).toHaveAttribute(
      'type',
      'submit',
    );
    // The button says where it leads; the trial's terms are in the FAQ (ToolLanding).
    await expect(
      canvas.getByRole('button', { name: args.copy.form.submit }),
    ).toHaveAccessibleDescription(`${args.labels.opensInNewTab}.`);
  },
} satisfies Meta<typeof ToolIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English. */
export const English: Story = {};

/** In Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
