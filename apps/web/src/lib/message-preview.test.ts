import { MessageFlag } from '@storefront/contract/constants';
import { describe, expect, it } from 'vitest';
import { messagePreview } from './message-preview.ts';

const labels = { picture: '[Picture]', product: '[Product]' };

describe("messagePreview (a conversation row's last message)", () => {
  it('shows a picture and a product card by their labels', () => {
    expect(messagePreview(MessageFlag.image, '/uploads/private/a.webp', labels)).toBe('[Picture]');
    expect(messagePreview(MessageFlag.goods, '{"idx":1}', labels)).toBe('[Product]');
  });

  it('strips the HTML of a text, keeps its words apart and folds its white space into one line', () => {
    expect(messagePreview(MessageFlag.text, 'Is it <b>blue</b>?', labels)).toBe('Is it blue?');
    expect(messagePreview(MessageFlag.text, '<p>First</p><p>second</p>line<br>three\n\n  four', labels)).toBe(
      'First second line three four',
    );
    expect(messagePreview(MessageFlag.text, 'a <a href="https://x.test">link</a>', labels)).toBe('a link');
    expect(messagePreview(MessageFlag.text, '<script>alert(1)</script>safe', labels)).toBe('safe');
  });

  it('decodes character references once (an escaped tag shows as text, not as markup)', () => {
    expect(messagePreview(MessageFlag.text, 'Fish &amp; chips &lt;b&gt; &#39;ok&#x27; &nbsp;!', labels)).toBe(
      "Fish & chips <b> 'ok' !",
    );
    expect(messagePreview(MessageFlag.text, '&amp;lt;', labels)).toBe('&lt;');
    expect(messagePreview(MessageFlag.text, '&unknown; &#0;', labels)).toBe('&unknown; &#0;');
  });

  it('drops a tag cut off at the end of a shortened body', () => {
    expect(messagePreview(MessageFlag.text, 'Look at <a href="https://exa', labels)).toBe('Look at');
  });
});
