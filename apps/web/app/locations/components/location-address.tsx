/** A location's address as its lines (street, then suburb, state and postcode). */
export function LocationAddress({ lines, className }: { lines: readonly string[]; className?: string }) {
  if (lines.length === 0) return null
  return (
    <address className={`not-italic ${className ?? ''}`}>
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  )
}
