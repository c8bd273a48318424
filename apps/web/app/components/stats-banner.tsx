/** The group's figures (spec: 50+ locations, 40+ brands, 30+ years), value above label. */
export function StatsBanner({
  stats,
  className,
}: {
  stats: { value: string | null; label: string | null }[]
  className?: string
}) {
  return (
    <dl className={`grid grid-cols-3 gap-4 text-center ${className ?? ''}`}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse">
          <dt className="text-ink-muted capitalize">{stat.label}</dt>
          <dd className="text-3xl font-bold text-brand sm:text-4xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  )
}
