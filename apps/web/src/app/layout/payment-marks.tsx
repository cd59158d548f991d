/**
 * Payment and exchange marks drawn as small cards. Brand names are proper nouns, the same in
 * every language, so their labels are not translated. The drawings are pictures
 * (public/payment-marks/), not script: the footer's code stays small and they load, lazily, when
 * the footer comes into view.
 */
const MARKS = ['Visa', 'Mastercard', 'PayPal', 'Alipay', 'Apple Pay', 'USDT', 'Bitcoin'];

const pictureOf = (name: string) => `/payment-marks/${name.toLowerCase().replace(/\s+/g, '-')}.svg`;

export function PaymentMarks({ label }: { label: string }) {
  return (
    <ul className="payment-marks" aria-label={label}>
      {MARKS.map((name) => (
        <li key={name}>
          <img
            src={pictureOf(name)}
            alt={name}
            width={56}
            height={36}
            loading="lazy"
            decoding="async"
            className="payment-marks__card"
          />
        </li>
      ))}
    </ul>
  );
}
