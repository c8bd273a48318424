import { SimilarCars } from '~/cars/components/similar-cars'
import type { DepartedCarPage } from '~/cars/departed-car.server'
import { Breadcrumb } from '~/components/breadcrumb'
import { SiteLink } from '~/components/site-link'

const capitalised = (word: string) => `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`

/** A car that has left the dealer's stock: answered 410, with cars like it and the way to the search. */
export function DepartedCar({ page }: { page: DepartedCarPage }) {
  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 pt-6 pb-12">
      <Breadcrumb parent={{ to: page.searchHref, label: 'Our Stock' }} current={page.title} />
      <section
        aria-labelledby="departed-heading"
        className="mt-6 rounded-lg border-2 border-ink bg-surface-raised p-5"
      >
        <h1 id="departed-heading" className="text-2xl font-bold">
          {page.notice.heading}
        </h1>
        <p className="mt-2">{page.notice.text}</p>
        <SiteLink to={page.searchHref} className="button-primary mt-4">
          Search Our Stock
        </SiteLink>
      </section>
      <div className="mt-10">
        <SimilarCars cars={page.similar} heading={`Similar ${capitalised(page.noun)}s`} />
      </div>
    </main>
  )
}
