import { expectNoAxeViolations } from '@landing/devkit/testing/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CountryList } from './CountryList.js';

const make = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    code: `${prefix}${String.fromCharCode(65 + i)}`,
    name: `Country ${prefix}${i + 1}`,
  }));

const countries = make('A', 21);
const more = make('B', 22);
const labels = { showMore: 'Show {count} more countries', showLess: 'Show fewer countries' };

const lists = () => screen.getAllByRole('list', { hidden: true });

describe('given a closed country list', () => {
  it('shows the first 20 countries by name, codes hidden from screen readers', async () => {
    const { container } = render(
      <CountryList
        heading="Where you can get paid"
        countries={countries}
        more={more}
        labels={labels}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Where you can get paid' })).toBeVisible();
    const shown = within(lists()[0]!).getAllByRole('listitem');
    expect(shown).toHaveLength(20);
    expect(shown[0]).toHaveAccessibleName('');
    expect(shown[0]).toHaveTextContent('Country A1');
    expect(within(shown[0]!).getByText('AA')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByText('Country A21')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('keeps the 22 more inside a closed native details element', () => {
    const { container } = render(<CountryList countries={countries} more={more} labels={labels} />);
    const details = container.querySelector('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(within(details).getAllByRole('listitem', { hidden: true })).toHaveLength(22);
    expect(details.querySelector('summary')).toHaveTextContent('Show 22 more countries');
  });
});

describe('given the toggle is used', () => {
  // Keyboard toggling is native to <summary>; jsdom lacks it, so the story checks it in Chromium.
  it('opens with a click and closes with another', async () => {
    const user = userEvent.setup();
    const { container } = render(<CountryList countries={countries} more={more} labels={labels} />);
    const details = container.querySelector('details')!;
    const summary = details.querySelector('summary')!;
    await user.click(summary);
    expect(details).toHaveAttribute('open');
    expect(screen.getByText('Country B22')).toBeVisible();
    await expectNoAxeViolations(container);
    await user.click(summary);
    expect(details).not.toHaveAttribute('open');
  });
});

describe('given no further countries', () => {
  it('renders no toggle', () => {
    const { container } = render(<CountryList countries={countries} more={[]} labels={labels} />);
    expect(container.querySelector('details')).toBeNull();
  });
});
