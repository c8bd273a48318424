import type { ReactNode } from 'react'
import { ContentImage } from '~/components/content-image'
import { SiteLink } from '~/components/site-link'
import type { HeroSlideView } from '../home-page-view.server'

function SlideLink({
  href,
  className,
  label,
  children,
}: {
  href: string
  className: string
  label?: string
  children: ReactNode
}) {
  return href.startsWith('/') ? (
    <SiteLink to={href} className={className} aria-label={label}>
      {children}
    </SiteLink>
  ) : (
    <a href={href} className={className} aria-label={label}>
      {children}
    </a>
  )
}

/**
 * One 1920 x 700 slide at its own aspect ratio (no layout shift). With an overlay: the name, the
 * description and the link button, beside the picture on wide screens and under it on phones, where
 * text over a 1920 x 700 picture would be unreadable. Without one, the whole picture is the link.
 */
export function HeroSlide({ slide, eager }: { slide: HeroSlideView; eager: boolean }) {
  const picture = (
    <ContentImage
      image={slide.image}
      sizes="100vw"
      widths={[640, 960, 1280, 1920]}
      priority={eager}
      className="block aspect-[1920/700] h-auto w-full bg-ink object-cover"
    />
  )
  if (!slide.overlay) {
    return (
      <SlideLink href={slide.href} className="block">
        {picture}
      </SlideLink>
    )
  }
  return (
    <div className="relative">
      {picture}
      <div
        data-slide-overlay
        className="flex flex-col items-start gap-2 bg-surface-raised/95 p-5 text-ink md:absolute md:inset-y-0 md:left-0 md:w-1/2 md:justify-center md:p-10 lg:w-5/12"
      >
        <p className="text-2xl leading-tight font-bold md:text-4xl">{slide.name}</p>
        {slide.description ? <p className="text-ink-muted md:text-lg">{slide.description}</p> : null}
        <SlideLink
          href={slide.href}
          className="button-primary mt-2"
          label={`${slide.overlay.linkLabel}: ${slide.name}`}
        >
          {slide.overlay.linkLabel}
        </SlideLink>
      </div>
    </div>
  )
}
