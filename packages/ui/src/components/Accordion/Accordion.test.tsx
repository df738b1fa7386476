import { expectNoAxeViolations } from '@landing/devkit/testing/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Accordion, type AccordionItem } from './Accordion.js';

const items: AccordionItem[] = [
  { id: 'trial', question: 'Is there a free trial?', answer: 'Yes: seven days, no card needed.' },
  { id: 'formats', question: 'Which formats can I export?', answer: 'PDF and DOCX.' },
  { id: 'cancel', question: 'Can I cancel at any time?', answer: 'Yes, whenever you like.' },
];

// jsdom toggles a <details> on a summary click but does not close the others of its `name`
// group: the stories (Accordion.stories.tsx) check that one in Chromium.
const question = (name: string, level = 3) => screen.getByRole('heading', { level, name });
const itemOf = (name: string, level = 3) => question(name, level).closest('details');

describe('given a collapsed accordion', () => {
  it('renders each question as a level-3 heading inside its summary, every answer closed', () => {
    render(<Accordion items={items} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    for (const { question: name, answer } of items) {
      expect(question(name).parentElement?.tagName).toBe('SUMMARY');
      expect(itemOf(name)).not.toHaveAttribute('open');
      expect(screen.getByText(answer)).not.toBeVisible();
    }
  });

  it('opens from its server HTML alone, with no React behind it', async () => {
    const user = userEvent.setup();
    document.body.innerHTML = renderToStaticMarkup(<Accordion items={items} />);
    await user.click(question('Can I cancel at any time?'));
    expect(screen.getByText('Yes, whenever you like.')).toBeVisible();
    document.body.innerHTML = '';
  });

  it('puts every item of one accordion in one named group, and two accordions in two', () => {
    render(
      <>
        <Accordion items={items} />
        <Accordion items={items} headingLevel={4} />
      </>,
    );
    const first = items.map(({ question: name }) => itemOf(name)?.getAttribute('name'));
    const second = items.map(({ question: name }) => itemOf(name, 4)?.getAttribute('name'));
    expect(first[0]).toBeTruthy();
    expect(new Set(first)).toEqual(new Set([first[0]]));
    expect(new Set(second)).toEqual(new Set([second[0]]));
    expect(second[0]).not.toBe(first[0]);
  });

  it('opens an item when its question is clicked, and closes it on a second click', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.click(question('Which formats can I export?'));
    expect(screen.getByText('PDF and DOCX.')).toBeVisible();
    await user.click(question('Which formats can I export?'));
    expect(screen.getByText('PDF and DOCX.')).not.toBeVisible();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Accordion items={items} />);
    await expectNoAxeViolations(container);
  });
});

describe('given an accordion with one item open by default', () => {
  it('shows that answer only', () => {
    render(<Accordion items={items} defaultOpenId="formats" />);
    expect(itemOf('Which formats can I export?')).toHaveAttribute('open');
    expect(screen.getByText('PDF and DOCX.')).toBeVisible();
    expect(screen.getByText('Yes, whenever you like.')).not.toBeVisible();
  });

  it('uses the heading level it is given', () => {
    render(<Accordion items={items} headingLevel={2} defaultOpenId="formats" />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Accordion items={items} defaultOpenId="formats" />);
    await expectNoAxeViolations(container);
  });
});
