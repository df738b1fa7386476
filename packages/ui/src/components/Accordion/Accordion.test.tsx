import { expectNoAxeViolations } from '@landing/devkit/testing/axe';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion, type AccordionItem } from './Accordion.js';

const items: AccordionItem[] = [
  { id: 'trial', question: 'Is there a free trial?', answer: 'Yes: seven days, no card needed.' },
  { id: 'formats', question: 'Which formats can I export?', answer: 'PDF and DOCX.' },
  { id: 'cancel', question: 'Can I cancel at any time?', answer: 'Yes, whenever you like.' },
];

const trigger = (name: string) => screen.getByRole('button', { name });
const answer = (text: string) => screen.getByText(text).parentElement as HTMLElement;

describe('given a collapsed accordion', () => {
  it('renders each question as a button inside a level-3 heading, all collapsed', () => {
    render(<Accordion items={items} />);
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings).toHaveLength(3);
    expect(headings[0]).toContainElement(trigger('Is there a free trial?'));
    for (const { question } of items) {
      expect(trigger(question)).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('keeps closed answers in the DOM, hidden until found, and points each button at its panel', () => {
    render(<Accordion items={items} />);
    const panel = answer('PDF and DOCX.');
    expect(panel).toHaveAttribute('hidden', 'until-found');
    expect(panel).not.toBeVisible();
    expect(trigger('Which formats can I export?')).toHaveAttribute('aria-controls', panel.id);
  });

  it('opens the clicked item and closes the open one', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.click(trigger('Is there a free trial?'));
    expect(trigger('Is there a free trial?')).toHaveAttribute('aria-expanded', 'true');
    expect(answer('Yes: seven days, no card needed.')).toBeVisible();
    expect(answer('Yes: seven days, no card needed.')).not.toHaveAttribute('hidden');

    await user.click(trigger('Can I cancel at any time?'));
    expect(trigger('Can I cancel at any time?')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Is there a free trial?')).toHaveAttribute('aria-expanded', 'false');
    expect(answer('Yes: seven days, no card needed.')).toHaveAttribute('hidden', 'until-found');
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
  });

  it('closes the open item when it is clicked again', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.click(trigger('Which formats can I export?'));
    await user.click(trigger('Which formats can I export?'));
    expect(trigger('Which formats can I export?')).toHaveAttribute('aria-expanded', 'false');
    expect(answer('PDF and DOCX.')).not.toBeVisible();
  });

  it('opens and closes with Enter and Space from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.tab();
    expect(trigger('Is there a free trial?')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(trigger('Is there a free trial?')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(trigger('Is there a free trial?')).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(trigger('Which formats can I export?')).toHaveFocus();
    await user.keyboard(' ');
    expect(answer('PDF and DOCX.')).toBeVisible();
  });

  it('opens the item whose hidden answer find-in-page matched (beforematch)', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.click(trigger('Is there a free trial?'));
    // The browser fires beforematch on the hidden="until-found" element, then reveals it.
    act(() => {
      answer('Yes, whenever you like.').dispatchEvent(new Event('beforematch', { bubbles: true }));
    });
    expect(trigger('Can I cancel at any time?')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Is there a free trial?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Accordion items={items} />);
    await expectNoAxeViolations(container);
  });
});

describe('given an accordion with one item open by default', () => {
  it('shows that answer only', () => {
    render(<Accordion items={items} defaultOpenId="formats" />);
    expect(trigger('Which formats can I export?')).toHaveAttribute('aria-expanded', 'true');
    expect(answer('PDF and DOCX.')).toBeVisible();
    expect(answer('Yes, whenever you like.')).not.toBeVisible();
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
