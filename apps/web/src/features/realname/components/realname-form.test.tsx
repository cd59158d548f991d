// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTexts, setTexts } from '../../../lib/i18n/texts.ts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequest } from '../../../api/request.ts';
import { tokens } from '../../../api/tokens.ts';
import en from '../../../locales/en.json';
import { useMessageStore } from '../../../components/dialogs/message-store.ts';
import { RealnameForm } from './realname-form.tsx';

/** An identity photo is a private upload: served only with the owner's x-token. */
const PHOTO = '/service/v1/upload/private/2026/01/abcdefghijklmnopqrstuvwx.webp';
let sent: Array<{ url: string; body: Record<string, unknown> }>;
let reply: () => unknown;
let photoRequests: Array<{ url: string; token: string | null }>;

beforeAll(async () => {
  setTexts(createTexts('en', en));
});

beforeEach(() => {
  sent = [];
  reply = () => ({ code: 0, data: { status: 'pending' } });
  useMessageStore.setState({ notice: null, dialog: null });
  configureRequest({
    fetch: async (input, init) => {
      sent.push({ url: String(input), body: JSON.parse(String(init?.body)) as Record<string, unknown> });
      return new Response(JSON.stringify(reply()));
    },
  });
  photoRequests = [];
  tokens.setToken('owner-token');
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    photoRequests.push({ url: String(input), token: new Headers(init?.headers).get('x-token') });
    return new Response(new Blob([new Uint8Array([82, 73, 70, 70])], { type: 'image/webp' }), { status: 200 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  tokens.setToken('');
});

function setup(initial?: { realName?: string; photo?: string | null }) {
  const onSubmitted = vi.fn(async () => undefined);
  render(<RealnameForm intro="intro" initial={initial} onSubmitted={onSubmitted} />);
  return {
    user: userEvent.setup(),
    onSubmitted,
    name: screen.getByLabelText<HTMLInputElement>(en.realname.realName),
    idNumber: screen.getByLabelText<HTMLInputElement>(en.realname.idNumber),
    submit: screen.getByRole('button', { name: en.realname.form.submit }),
  };
}

describe('RealnameForm', () => {
  it('shows the filed ID photo fetched with the x-token header, from a blob URL, never by its address', async () => {
    setup({ photo: PHOTO });
    const preview = await screen.findByRole<HTMLImageElement>('img', { name: en.realname.photoAlt });
    expect(preview.getAttribute('src')).toMatch(/^blob:/);
    expect(photoRequests).toEqual([{ url: PHOTO, token: 'owner-token' }]);
  });

  it('shows each problem under its field, focuses the first and sends nothing', async () => {
    const { user, name, idNumber, submit } = setup();
    await user.type(idNumber, '12 34');
    await user.click(submit);
    expect(await screen.findByText(en.realname.errors.realNameRequired)).toBeTruthy();
    expect(screen.getByText(en.realname.errors.idNumberInvalid)).toBeTruthy();
    expect(screen.getByText(en.realname.errors.photoRequired)).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(sent).toEqual([]);
  });

  it('files the trimmed details through the action call and reports success', async () => {
    const { user, name, idNumber, submit, onSubmitted } = setup({ photo: PHOTO });
    await user.type(name, '  Ann Example ');
    await user.type(idNumber, 'AB-1234567');
    await user.click(submit);
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledOnce());
    expect(sent[0]?.url).toMatch(/\/api\/v1\/user\/realname\/submit$/);
    expect(sent[0]?.body).toMatchObject({ realName: 'Ann Example', idNumber: 'AB-1234567', photo: PHOTO });
    expect(useMessageStore.getState().notice).toMatchObject({ type: 'success', text: en.action.complete });
  });

  it("puts the server's reason for a refused field under that field", async () => {
    reply = () => ({ code: 4000, message: 'Please upload the photo of your ID again', data: { field: 'photo' } });
    const { user, name, idNumber, submit, onSubmitted } = setup({ photo: PHOTO });
    await user.type(name, 'Ann');
    await user.type(idNumber, '12345678');
    await user.click(submit);
    expect(
      await screen.findByText('Please upload the photo of your ID again', { selector: '.field__error' }),
    ).toBeTruthy();
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});
