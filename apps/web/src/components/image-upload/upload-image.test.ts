// @vitest-environment happy-dom
import type { SiteConfig } from '@storefront/contract';
import { createTexts, setTexts } from '../../lib/i18n/texts.ts';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequest } from '../../api/request.ts';
import { useSessionStore } from '../../api/session-store.ts';
import en from '../../locales/en.json';
import { useMessageStore } from '../dialogs/message-store.ts';
import { pickSingleFile, uploadImage } from './upload-image.ts';

// Compression is compress-image.test.ts's subject (and needs a real canvas): here it keeps the file.
vi.mock('./compress-image.ts', () => ({ compressImage: async (file: File) => file }));

const fetchMock = vi.fn<typeof fetch>();

function answersWith(body: unknown) {
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  );
}

const notice = () => useMessageStore.getState().notice;
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'id.png', { type: 'image/png' });

beforeAll(async () => {
  setTexts(createTexts('en', en));
});

beforeEach(() => {
  useMessageStore.setState({ notice: null });
  useSessionStore.setState({
    config: {
      countries: [],
      i18n: [],
      imService: { path: '/io/', transports: ['websocket'] },
      upload: { url: '/service/v1/upload', maxBytes: 10_485_760, accept: 'image/*', data: { biz: 'realname' } },
      locale: { lang: 'en', country: 'US', countryCallingCode: '1' },
      app: { appDownloader: '' },
      fake: false,
    } satisfies SiteConfig,
  });
  fetchMock.mockReset();
  configureRequest({ fetch: fetchMock });
});

describe('uploadImage (spec 5, 7.3)', () => {
  it('refuses a file that is not an image with plsChoiceImage and sends nothing', async () => {
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    expect(await uploadImage(text)).toBeNull();
    expect(notice()).toMatchObject({ type: 'error', text: 'Please choose an image file' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a private upload when told (an identity photo), and for none otherwise', async () => {
    answersWith({ code: 0, data: { data: '/service/v1/upload/private/2026/01/abc.webp', width: 10, height: 10 } });
    expect(await uploadImage(png(), 'private')).toBe('/service/v1/upload/private/2026/01/abc.webp');
    expect((fetchMock.mock.calls[0]![1]?.body as FormData).get('visibility')).toBe('private');
    answersWith({ code: 0, data: { data: '/uploads/u/2026/01/abc.webp', width: 10, height: 10 } });
    await uploadImage(png());
    expect((fetchMock.mock.calls[1]![1]?.body as FormData).get('visibility')).toBeNull();
  });

  it('posts the file as multipart with the config upload fields and returns data.data', async () => {
    answersWith({ code: 0, data: { data: '/uploads/u/2026/01/abc.webp', width: 10, height: 10 } });
    expect(await uploadImage(png())).toBe('/uploads/u/2026/01/abc.webp');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/service/v1/upload');
    const form = init?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('biz')).toBe('realname');
    expect((form.get('file') as File).name).toBe('id.png');
    expect(JSON.parse(String(form.get('context')))).toMatchObject({ biz: 1 });
  });

  it('falls back to data when data.data is absent', async () => {
    answersWith({ code: 0, data: '/uploads/u/2026/01/plain.webp' });
    expect(await uploadImage(png())).toBe('/uploads/u/2026/01/plain.webp');
  });

  it("shows the server's reason when the upload is refused", async () => {
    answersWith({ code: 4000, message: 'Please choose a JPEG, PNG, WebP, GIF or AVIF image', data: { field: 'file' } });
    expect(await uploadImage(png())).toBeNull();
    expect(notice()).toMatchObject({ type: 'error', text: 'Please choose a JPEG, PNG, WebP, GIF or AVIF image' });
  });
});

describe('pickSingleFile (one file at a time)', () => {
  it('takes the one file chosen, and refuses more than one', () => {
    const file = png();
    expect(pickSingleFile([file])).toBe(file);
    expect(pickSingleFile([])).toBeNull();
    expect(pickSingleFile([file, png()])).toBeNull();
    expect(notice()).toMatchObject({ type: 'error', text: 'Please choose one image at a time' });
  });
});
