import type { ReactNode } from 'react';

const FONT = 'Arial, Helvetica, sans-serif';

/**
 * Payment and exchange marks drawn as small cards. Brand names are proper nouns, the same in
 * every language, so their labels are not translated.
 */
const MARKS: { name: string; drawing: ReactNode }[] = [
  {
    name: 'Visa',
    drawing: (
      <text
        x="28"
        y="23"
        textAnchor="middle"
        fontFamily={FONT}
        fontSize="15"
        fontWeight="700"
        fontStyle="italic"
        fill="#1a1f71"
      >
        VISA
      </text>
    ),
  },
  {
    name: 'Mastercard',
    drawing: (
      <>
        <circle cx="22.5" cy="18" r="9" fill="#eb001b" />
        <circle cx="33.5" cy="18" r="9" fill="#f79e1b" />
        <path d="M28 10.9a9 9 0 0 1 0 14.2a9 9 0 0 1 0-14.2Z" fill="#ff5f00" />
      </>
    ),
  },
  {
    name: 'PayPal',
    drawing: (
      <text x="28" y="22.5" textAnchor="middle" fontFamily={FONT} fontSize="12.5" fontWeight="700" fontStyle="italic">
        <tspan fill="#003087">Pay</tspan>
        <tspan fill="#0079c1">Pal</tspan>
      </text>
    ),
  },
  {
    name: 'Alipay',
    drawing: (
      <text x="28" y="22.5" textAnchor="middle" fontFamily={FONT} fontSize="13" fontWeight="700" fill="#1677ff">
        Alipay
      </text>
    ),
  },
  {
    name: 'Apple Pay',
    drawing: (
      <>
        <rect x="1" y="1" width="54" height="34" rx="5" fill="#000" />
        <text x="28" y="22" textAnchor="middle" fontFamily={FONT} fontSize="9.5" fontWeight="700" fill="#fff">
          Apple Pay
        </text>
      </>
    ),
  },
  {
    name: 'USDT',
    drawing: (
      <>
        <circle cx="14" cy="18" r="8" fill="#26a17b" />
        <path d="M10 13.5h8M14 13.5v9.5M10.5 17c2.3 1 4.7 1 7 0" stroke="#fff" strokeWidth="1.8" fill="none" />
        <text x="24.5" y="22" fontFamily={FONT} fontSize="10.5" fontWeight="700" fill="#1f2329">
          USDT
        </text>
      </>
    ),
  },
  {
    name: 'Bitcoin',
    drawing: (
      <>
        <circle cx="15" cy="18" r="8" fill="#f7931a" />
        {/* The ₿ sign is missing from many system fonts, so it is drawn: a tilted B with two ticks. */}
        <g transform="rotate(14 15 18)" fill="#fff">
          <text x="15" y="22.2" textAnchor="middle" fontFamily={FONT} fontSize="12" fontWeight="700">
            B
          </text>
          <rect x="13.2" y="11.6" width="1" height="2.2" />
          <rect x="15.2" y="11.6" width="1" height="2.2" />
          <rect x="13.2" y="22.2" width="1" height="2.2" />
          <rect x="15.2" y="22.2" width="1" height="2.2" />
        </g>
        <text x="26" y="22" fontFamily={FONT} fontSize="10.5" fontWeight="700" fill="#1f2329">
          BTC
        </text>
      </>
    ),
  },
];

export function PaymentMarks({ label }: { label: string }) {
  return (
    <ul className="payment-marks" aria-label={label}>
      {MARKS.map(({ name, drawing }) => (
        <li key={name}>
          <svg viewBox="0 0 56 36" width={56} height={36} role="img" aria-label={name} className="payment-marks__card">
            <rect x="0.5" y="0.5" width="55" height="35" rx="5.5" fill="#fff" stroke="#e5e6eb" />
            {drawing}
          </svg>
        </li>
      ))}
    </ul>
  );
}
