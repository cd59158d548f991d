// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTexts, setTexts } from '../../../lib/i18n/texts.ts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequest } from '../../../api/request.ts';
import { useSessionStore } from '../../../api/session-store.ts';
import en from '../../../locales/en.json';
import { AddressForm } from './address-form.tsx';

beforeAll(async () => {
  setTexts(createTexts('en', en));
});
beforeEach(() => {
  useSessionStore.setState({
    user: { idx: 7, name: 'Buyer', avatar: '' },
    config: {
      countries: [
        { iso: 'US', callingCode: '1', name: 'United States' },
        { iso: 'GB', callingCode: '44', name: 'United Kingdom' },
      ],
      locale: { lang: 'en', country: 'US', countryCallingCode: '1' },
    } as never,
  });
});
afterEach(() => {
  cleanup();
  useSessionStore.setState({ user: {}, config: null });
  localStorage.clear();
});

function stubFetch(body: unknown) {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => Response.json(body));
  configureRequest({ fetch: fetch as typeof globalThis.fetch });
  return fetch;
}

function renderForm() {
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  render(<AddressForm address={null} onSaved={onSaved} onCancel={onCancel} />);
  return { onSaved, onCancel };
}

/** The text under a field: its error line, tied to it by aria-describedby. */
function errorUnder(label: string): string {
  const control = screen.getByLabelText(label);
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ');
  const error = ids.map((id) => document.getElementById(id)).find((node) => node?.className === 'field__error');
  return error?.textContent ?? '';
}

async function fillValid() {
  await userEvent.type(screen.getByLabelText('Recipient name'), 'Ada Lovelace');
  await userEvent.selectOptions(screen.getByLabelText('Country / region'), 'GB');
  await userEvent.type(screen.getByLabelText('Phone number'), '7700 900123');
  await userEvent.type(screen.getByLabelText('Receiving area / region'), 'London');
  await userEvent.type(screen.getByLabelText('Address'), '12 St James Square');
}

describe('AddressForm (spec 5)', () => {
  it("shows the spec's four messages under their fields for an empty form, and saves nothing", async () => {
    const fetch = stubFetch({ code: 0 });
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));

    expect(errorUnder('Recipient name')).toBe('Please fill in the name');
    expect(errorUnder('Phone number')).toBe('Malformed phone number');
    expect(errorUnder('Receiving area / region')).toBe('Please select a receiving area');
    expect(errorUnder('Address')).toBe('Address can not be empty');
    expect(errorUnder('Country / region')).toBe('');
    expect(screen.getByLabelText('Recipient name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Recipient name'));
    expect(fetch).not.toHaveBeenCalled();

    // Typing into a field clears its message only.
    await userEvent.type(screen.getByLabelText('Recipient name'), 'A');
    expect(errorUnder('Recipient name')).toBe('');
    expect(errorUnder('Address')).toBe('Address can not be empty');
  });

  it('calls a phone number of too few digits malformed', async () => {
    stubFetch({ code: 0 });
    renderForm();
    await fillValid();
    await userEvent.clear(screen.getByLabelText('Phone number'));
    await userEvent.type(screen.getByLabelText('Phone number'), '12-34');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(errorUnder('Phone number')).toBe('Malformed phone number');
    expect(errorUnder('Recipient name')).toBe('');
  });

  it('saves through address/save with the calling code of the chosen country', async () => {
    const saved = { idx: 31, name: 'Ada Lovelace', callingCode: '44', phone: '7700900123', country: 'GB' };
    const fetch = stubFetch({ code: 0, data: saved });
    const { onSaved } = renderForm();
    await fillValid();
    await userEvent.click(screen.getByLabelText('Make this my default address'));
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));

    expect(String(fetch.mock.calls[0]![0])).toBe('/api/v1/address/save');
    const body = JSON.parse(String(fetch.mock.calls[0]![1]!.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Ada Lovelace',
      callingCode: '44',
      country: 'GB',
      phone: '7700900123',
      area: 'London',
      address: '12 St James Square',
      isDefault: true,
    });
    expect(body).not.toHaveProperty('idx');
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  it("puts the server's refusal under the field it names, in the server's words", async () => {
    stubFetch({ code: 4000, message: 'Malformed phone number', data: { field: 'phone', reason: 'addressPhone' } });
    const { onSaved } = renderForm();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('Malformed phone number')).toBeTruthy();
    expect(errorUnder('Phone number')).toBe('Malformed phone number');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save address' })).toHaveProperty('disabled', false);
  });

  it('shows a refusal naming no field of the form above it', async () => {
    stubFetch({ code: 4029, message: 'Too many requests, slow down' });
    renderForm();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests, slow down');
  });
});
