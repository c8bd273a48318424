/** The wheel: a slice per prize and one for 'Try again', drawn in the site's colours. Decoration only. */
export function PrizeWheel({ prizes, spun }: { prizes: string[]; spun: boolean }) {
  const slices = [...prizes, 'Try again']
  const step = 360 / slices.length
  const gradient = slices
    .map((_, index) => {
      const colour = index % 2 === 0 ? 'var(--color-brand)' : 'var(--color-line)'
      return `${colour} ${index * step}deg ${(index + 1) * step}deg`
    })
    .join(', ')
  return (
    <div className="flex flex-col items-center gap-4" aria-hidden="true">
      <div
        className={`size-56 rounded-full border-4 border-line shadow-lg ${spun ? 'motion-safe:animate-[spin_1.2s_ease-out_1]' : ''}`}
        style={{ background: `conic-gradient(${gradient})` }}
      />
    </div>
  )
}
