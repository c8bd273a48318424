import { imageSources } from '~/components/image-sources'
import { telHref } from '~/components/tel-href'
import type { CarBrochureView } from './car-brochure-view'

const PHOTO_SIZES = '(min-width: 768px) 720px, 100vw'

/** The car as the printable page lays it out: on screen as on paper. */
export function PrintableCar({ car }: { car: CarBrochureView }) {
  return (
    <article className="rounded-lg border border-line bg-surface-raised p-4 sm:p-8 print:border-0 print:p-0">
      <header className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2 border-b border-line pb-4">
        <div>
          <p className="text-lg font-bold">{car.dealer.name}</p>
          {car.dealer.location ? <p className="text-sm text-ink-muted">{car.dealer.location}</p> : null}
        </div>
        {car.dealer.phone ? (
          <p className="text-lg font-semibold">
            Phone{' '}
            <a href={telHref(car.dealer.phone)} className="underline print:no-underline">
              {car.dealer.phone}
            </a>
          </p>
        ) : null}
      </header>

      <h1 className="mt-4 text-3xl font-bold tracking-tight">{car.title}</h1>
      {car.status ? (
        <p className="tag-red mt-2 inline-block rounded px-2 py-1 text-sm font-bold tracking-wide">
          {car.status}
        </p>
      ) : null}
      {car.price ? (
        <p className="mt-2 flex flex-wrap items-baseline gap-x-2">
          <span className="text-3xl font-bold">{car.price.text}</span>
          {car.price.typeLabel ? <span className="text-ink-muted">{car.price.typeLabel}</span> : null}
        </p>
      ) : null}

      {car.photo ? (
        <img
          {...imageSources(car.photo.url, PHOTO_SIZES)}
          alt={car.photo.alt}
          width={720}
          height={540}
          className="mt-6 aspect-[4/3] w-full max-w-2xl rounded-md bg-line object-cover print:max-w-md"
        />
      ) : null}

      {car.keyInformation.length > 0 ? (
        <Section id="print-key-information" title="Key Information">
          <DetailList items={car.keyInformation} />
        </Section>
      ) : null}
      {car.specifications.length > 0 ? (
        <Section id="print-specifications" title="Specifications">
          <DetailList items={car.specifications} />
        </Section>
      ) : null}
      {car.standardEquipment.length > 0 ? (
        <Section id="print-standard-equipment" title="Standard Equipment">
          <ul className="list-disc space-y-1 pl-5 sm:columns-2 sm:gap-8 print:columns-2">
            {car.standardEquipment.map((item) => (
              <li key={item} className="break-inside-avoid">
                {item}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section id="print-dealer-comments" title="Dealer Comments">
        <div className="space-y-3">
          {car.comments.paragraphs.map((paragraph) => (
            <p key={paragraph} className={car.comments.pending ? 'text-ink-muted' : undefined}>
              {paragraph}
            </p>
          ))}
        </div>
      </Section>

      <footer className="mt-8 border-t border-line pt-4 text-sm">
        <p>
          View this car online:{' '}
          <a href={car.pageUrl} className="break-all font-semibold underline">
            {car.pageUrl}
          </a>
        </p>
      </footer>
    </article>
  )
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="break-after-avoid border-b border-line pb-2 text-xl font-bold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}

function DetailList({ items }: { items: readonly { label: string; value: string }[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-8 sm:grid-cols-2 print:grid-cols-2">
      {items.map((item) => (
        <div
          key={item.label}
          className="flex justify-between gap-4 border-b border-line py-2 break-inside-avoid"
        >
          <dt className="text-ink-muted">{item.label}</dt>
          <dd className="text-right font-semibold break-words">{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}
