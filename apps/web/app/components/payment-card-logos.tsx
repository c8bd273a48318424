/**
 * The cards a website takes for online reservations and purchases ("payment-card logos"), drawn as simple
 * badges in each scheme's colours.
 */
const cards = [
  { name: 'Visa', background: '#1a1f71', mark: <VisaMark /> },
  { name: 'Mastercard', background: '#ffffff', mark: <MastercardMark /> },
  { name: 'American Express', background: '#006fcf', mark: <AmexMark /> },
] as const

export function PaymentCardLogos({ className }: { className?: string }) {
  return (
    <div className={`flex flex-wrap items-center gap-3 ${className ?? ''}`}>
      <p className="text-sm text-ink-muted">Secure online payments:</p>
      <ul className="flex gap-2" aria-label="Cards accepted">
        {cards.map((card) => (
          <li key={card.name}>
            <svg
              role="img"
              aria-label={card.name}
              viewBox="0 0 48 30"
              width="48"
              height="30"
              className="rounded border border-line"
            >
              <rect width="48" height="30" rx="3" fill={card.background} />
              {card.mark}
            </svg>
          </li>
        ))}
      </ul>
    </div>
  )
}

function VisaMark() {
  return (
    <text x="24" y="20" textAnchor="middle" fill="#ffffff" fontSize="13" fontWeight="800" fontStyle="italic">
      VISA
    </text>
  )
}

function MastercardMark() {
  return (
    <>
      <circle cx="19" cy="15" r="8" fill="#eb001b" />
      <circle cx="29" cy="15" r="8" fill="#f79e1b" fillOpacity="0.9" />
    </>
  )
}

function AmexMark() {
  return (
    <text x="24" y="19" textAnchor="middle" fill="#ffffff" fontSize="10" fontWeight="800">
      AMEX
    </text>
  )
}
