/** A card's shape while results load: same image ratio and text rhythm, so nothing moves when they arrive. */
export function VehicleCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-lg border border-line bg-surface-raised">
      <div className="skeleton aspect-[4/3] w-full" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="skeleton h-6 w-4/5 rounded" />
        <div className="skeleton h-4 w-2/5 rounded" />
        <div className="skeleton h-8 w-1/2 rounded" />
        <div className="skeleton h-4 w-full rounded" />
        <div className="mt-auto flex gap-2 pt-1">
          <div className="skeleton h-11 w-24 rounded-md" />
          <div className="skeleton h-11 w-28 rounded-md" />
        </div>
      </div>
    </div>
  )
}
