// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTexts, setTexts } from '../../../lib/i18n/texts.ts';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { StarRating } from './star-rating.tsx';

beforeAll(async () => {
  setTexts(createTexts('en', en));
});
afterEach(cleanup);

function Harness({ error }: { error?: string }) {
  const [value, setValue] = useState(0);
  return (
    <>
      <button type="button">before</button>
      <StarRating label="Your rating" value={value} onChange={setValue} error={error} />
      <output data-testid="value">{value}</output>
      <button type="button">after</button>
    </>
  );
}

const value = () => screen.getByTestId('value').textContent;
const star = (n: number) => screen.getByRole('radio', { name: n === 1 ? '1 star' : `${n} stars` });

describe('StarRating', () => {
  it('is a named group of five radios, none chosen at first', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Your rating' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    expect(value()).toBe('0');
  });

  it('is reached with Tab and rated with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    screen.getByRole('button', { name: 'before' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(star(1));

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(star(2));
    expect(value()).toBe('2');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(value()).toBe('4');
    expect((star(4) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Good')).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(value()).toBe('3');
    expect(screen.getByText('Average')).toBeTruthy();
    await user.keyboard('{ArrowDown}');
    expect(value()).toBe('4');
    // The group is one stop: Tab leaves it for the next control.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'after' }));
  });

  it('fills every star up to the chosen one and reads the choice out', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(star(5));
    expect(value()).toBe('5');
    const filled = document.querySelectorAll('.star-rating__star--on');
    expect(filled).toHaveLength(5);
    await user.click(star(2));
    expect(document.querySelectorAll('.star-rating__star--on')).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Your rating' }).getAttribute('aria-describedby')).toMatch(/-text /);
    expect(screen.getByText('Poor')).toBeTruthy();
  });

  it('shows its error and marks the group invalid', () => {
    render(<Harness error="Please choose a rating" />);
    expect(screen.getByText('Please choose a rating')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Your rating' }).getAttribute('aria-invalid')).toBe('true');
  });
});
