// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTexts, setTexts } from '../../lib/i18n/texts.ts';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureRequest } from '../../api/request.ts';
import en from '../../locales/en.json';
import { useMessageStore } from '../../components/dialogs/message-store.ts';
import { NewsletterForm } from './newsletter-form.tsx';

let sent: Record<string, unknown>[];
let reply: () => Promise<unknown>;

beforeAll(async () => {
  setTexts(createTexts('en', en));
});

beforeEach(() => {
  sent = [];
  reply = async () => ({ code: 0, data: null });
  useMessageStore.setState({ notice: null });
  configureRequest({
    fetch: async (input, init) => {
      expect(String(input)).toMatch(/\/api\/v1\/user\/subscription$/);
      sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return new Response(JSON.stringify(await reply()));
    },
  });
});
afterEach(cleanup);

const setup = () => {
  render(<NewsletterForm />);
  return {
    user: userEvent.setup(),
    input: screen.getByLabelText<HTMLInputElement>(en.newsletter.emailLabel),
    button: screen.getByRole<HTMLButtonElement>('button', { name: en.newsletter.subscribe }),
  };
};
const notice = () => useMessageStore.getState().notice;

describe('NewsletterForm', () => {
  it('asks for an email when the field is empty, as an error message and under the field', async () => {
    const { user, input, button } = setup();
    await user.click(button);
    expect(notice()).toMatchObject({ type: 'error', text: en.plsEnterEmail });
    expect(screen.getByText(en.plsEnterEmail, { selector: '.field__error' })).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toHaveLength(0);
  });

  it.each(['john.doe@x.com', 'a+b@x.com', 'user@host'])('refuses %s as not a valid email', async (email) => {
    const { user, input } = setup();
    await user.type(input, `${email}{Enter}`);
    expect(notice()).toMatchObject({ type: 'error', text: en.plsEnterEmailValid });
    expect(screen.getByText(en.plsEnterEmailValid, { selector: '.field__error' })).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('subscribes a valid address, shows subscribeOk and clears the field', async () => {
    const { user, input, button } = setup();
    await user.type(input, ' ann_1@shop.example.com ');
    await user.click(button);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ email: 'ann_1@shop.example.com' });
    expect(notice()).toMatchObject({ type: 'success', text: en.subscribeOk });
    expect(input.value).toBe('');
    expect(input.getAttribute('aria-invalid')).toBe('false');
  });

  it('clears the field error once the address is edited', async () => {
    const { user, input, button } = setup();
    await user.click(button);
    await user.type(input, 'a');
    expect(screen.queryByText(en.plsEnterEmail, { selector: '.field__error' })).toBeNull();
  });

  it('shows progress and sends once however often the button is pressed', async () => {
    let answer!: (body: unknown) => void;
    reply = () => new Promise((resolve) => (answer = resolve));
    const { user, input, button } = setup();
    await user.type(input, 'ann@x.com');
    await user.click(button);
    const busy = screen.getByRole<HTMLButtonElement>('button', { name: en.newsletter.subscribing });
    expect(busy.disabled).toBe(true);
    await user.click(busy);
    await user.type(input, '{Enter}');
    expect(sent).toHaveLength(1);
    answer({ code: 0, data: null });
    expect(await screen.findByRole('button', { name: en.newsletter.subscribe })).toBeTruthy();
    expect(notice()).toMatchObject({ type: 'success', text: en.subscribeOk });
  });

  it("shows the server's reason when it refuses, and keeps the address", async () => {
    reply = async () => ({ code: 4029, message: 'Too many attempts, please try again later' });
    const { user, input, button } = setup();
    await user.type(input, 'ann@x.com');
    await user.click(button);
    expect(notice()).toMatchObject({ type: 'error', text: 'Too many attempts, please try again later' });
    expect(input.value).toBe('ann@x.com');
  });
});
