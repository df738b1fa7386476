import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyCopy } from '../../../.storybook/locale.js';
import { PALETTE_NAMES } from '../../theme/tokens.js';
import { Icon, IconTile } from './Icon.js';
import { ICON_NAMES } from './icons.js';

const copy = {
  en: { close: 'Close', rocket: 'Launch', tiles: 'Icon tiles in every palette colour' },
  es: { close: 'Cerrar', rocket: 'Lanzar', tiles: 'Iconos sobre cada color de la paleta' },
} as const;

const meta = {
  title: 'Components/Content/Icon',
  tags: ['stable'],
  component: Icon,
  args: { name: 'rocket', size: 24 },
  argTypes: {
    name: { control: 'select', options: ICON_NAMES },
    size: { control: { type: 'number', min: 12, max: 96, step: 4 } },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('width', '24');
  },
};

/** Every icon with its name, at 24 and 48 px. The play function checks each drawing stays on the grid. */
export const Gallery: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))',
        gap: 16,
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {ICON_NAMES.map((name) => (
        <li
          key={name}
          data-icon={name}
          style={{ display: 'grid', justifyItems: 'center', gap: 8, padding: 12, color: '#4c1d95' }}
        >
          <span style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
            <Icon name={name} />
            <Icon name={name} size={48} />
          </span>
          <code style={{ fontSize: 12, color: '#111827' }}>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const items = canvasElement.querySelectorAll('li[data-icon]');
    await expect(items).toHaveLength(ICON_NAMES.length);
    for (const path of canvasElement.querySelectorAll('path')) {
      const box = path.getBBox();
      // Drawn inside the 24×24 grid, and not empty.
      await expect(box.x).toBeGreaterThanOrEqual(0);
      await expect(box.y).toBeGreaterThanOrEqual(0);
      await expect(box.x + box.width).toBeLessThanOrEqual(24);
      await expect(box.y + box.height).toBeLessThanOrEqual(24);
      await expect(box.width * box.height).toBeGreaterThan(20);
    }
  },
};

/** An icon that is the only content of a control gets a name in the page's language. */
export const Labelled: Story = {
  render: (_args, { globals }) => {
    const t = storyCopy(copy, globals);
    return (
      <div style={{ display: 'flex', gap: 16 }}>
        <Icon name="close" label={t.close} />
        <Icon name="rocket" label={t.rocket} size={32} />
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyCopy(copy, globals);
    await expect(within(canvasElement).getByRole('img', { name: t.close })).toBeVisible();
    await expect(within(canvasElement).getByRole('img', { name: t.rocket })).toBeVisible();
  },
};

export const LabelledSpanish: Story = { ...Labelled, globals: { locale: 'es' } };

export const Filled: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, color: '#b45309' }}>
      <Icon name="star" filled size={32} />
      <Icon name="heart" filled size={32} />
      <Icon name="star" size={32} />
    </div>
  ),
};

/** Tiles in every palette colour, as feature, tool and audience cards use them. */
export const Tiles: Story = {
  render: (_args, { globals }) => {
    const t = storyCopy(copy, globals);
    return (
      <figure style={{ margin: 0 }}>
        <figcaption style={{ marginBottom: 12 }}>{t.tiles}</figcaption>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
          {PALETTE_NAMES.map((colour, i) => (
            <IconTile
              key={colour}
              colour={colour}
              name={ICON_NAMES[i % ICON_NAMES.length]!}
              size={i % 3 === 0 ? 'lg' : i % 3 === 1 ? 'md' : 'sm'}
            />
          ))}
        </div>
      </figure>
    );
  },
  play: async ({ canvasElement }) => {
    const tiles = canvasElement.querySelectorAll('[data-colour]');
    await expect(tiles).toHaveLength(PALETTE_NAMES.length);
    for (const tile of tiles) await expect(tile).toHaveAttribute('aria-hidden', 'true');
  },
};
