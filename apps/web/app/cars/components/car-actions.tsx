import { cardButtonLabels } from '@forecourt/domain/vehicle-card/buttons'
import { SiteLink } from '~/components/site-link'
import { EnquiryDialog } from '~/leads/components/enquiry-dialog'
import type { EnquiryFormSetup } from '~/leads/enquiry-schema'
import type { CarPageView } from '../car-page-view.server'

export interface CarEnquiry {
  setup: EnquiryFormSetup
  action: string
}

/** The enquiry dialog for this car: the enquiry form prefilled with the car, or /enquire without script. */
export function CarEnquiryButton({
  view,
  enquiry,
  className = 'button-primary',
}: {
  view: CarPageView
  enquiry: CarEnquiry
  className?: string
}) {
  return (
    <EnquiryDialog
      triggerLabel={cardButtonLabels.enquireNow}
      triggerClassName={className}
      title={`Enquire about the ${view.title}`}
      fallbackHref={enquiry.action}
      form={{ id: 'car-enquiry', setup: enquiry.setup, action: enquiry.action }}
    />
  )
}

/**
 * The buttons an available car offers: enquire, reserve (with its deposit), buy online, a test drive or
 * finance by the car's tag, and a trade-in valuation; each only where the car is eligible and the dealer
 * has the feature (forms document section 4).
 */
export function CarActions({ view, enquiry }: { view: CarPageView; enquiry: CarEnquiry }) {
  const { actions } = view
  return (
    <div className="flex flex-col gap-3">
      <CarEnquiryButton view={view} enquiry={enquiry} className="button-primary w-full" />
      {actions.reserve ? (
        <SiteLink to={actions.reserve.href} className="button-primary w-full gap-1">
          {cardButtonLabels.reserveNow}{' '}
          <span className="font-normal">({actions.reserve.priceLabel} deposit)</span>
        </SiteLink>
      ) : null}
      {actions.buyOnline ? (
        <SiteLink to={actions.buyOnline} className="button-secondary w-full">
          {cardButtonLabels.buyOnline}
        </SiteLink>
      ) : null}
      {actions.testDrive ? (
        <SiteLink to={actions.testDrive} className="button-secondary w-full">
          {cardButtonLabels.bookTestDrive}
        </SiteLink>
      ) : null}
      {actions.finance ? (
        <SiteLink to={actions.finance} className="button-secondary w-full">
          {cardButtonLabels.getFinance}
        </SiteLink>
      ) : null}
      {actions.tradeIn ? (
        <SiteLink to={actions.tradeIn} className="button-secondary w-full">
          Value My Trade-In
        </SiteLink>
      ) : null}
    </div>
  )
}
