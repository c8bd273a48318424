import { describe, expect, it } from 'vitest'
import { carMediaView, carVideoView, type MediaCar } from './car-media-view'

const photos = (count: number) => Array.from({ length: count }, (_, index) => `/photos/${index}.jpg`)
const thumbs = (count: number) => Array.from({ length: count }, (_, index) => `/thumbs/${index}.jpg`)
const frames = (count: number) => Array.from({ length: count }, (_, index) => `/spin/${index}.jpg`)

const car = (overrides: Partial<MediaCar> = {}): MediaCar => ({
  id: '4000123',
  status: 'in_stock',
  primary_image_url: '/photos/0.jpg',
  image_urls: photos(5),
  image_thumb_urls: thumbs(5),
  spin_images: [],
  spin_interior_image: null,
  spin_code: null,
  hotspots: null,
  ...overrides,
})

const spinner = { spinDefaultMode: 'spinner', requestPhotos: false } as const

describe('carMediaView: photos', () => {
  it('lists each photo with its thumbnail, as plain JSON', () => {
    const view = carMediaView(car({ image_urls: photos(2), image_thumb_urls: thumbs(2) }), spinner)
    expect(view.images).toEqual([
      { url: '/photos/0.jpg', thumbUrl: '/thumbs/0.jpg' },
      { url: '/photos/1.jpg', thumbUrl: '/thumbs/1.jpg' },
    ])
    expect(JSON.parse(JSON.stringify(view))).toEqual(view)
  })

  it('uses the photo itself where the feed has no thumbnail for it', () => {
    const view = carMediaView(car({ image_urls: photos(2), image_thumb_urls: thumbs(1) }), spinner)
    expect(view.images[1]).toEqual({ url: '/photos/1.jpg', thumbUrl: '/photos/1.jpg' })
  })

  it('"The strip appears only for more than 3 images."', () => {
    const strip = (count: number) =>
      carMediaView(car({ image_urls: photos(count), image_thumb_urls: thumbs(count) }), spinner)
        .thumbnailStrip
    expect(strip(3)).toBe(false)
    expect(strip(4)).toBe(true)
  })

  it('"Cars whose status is not in_stock get no thumbnail strip."', () => {
    for (const status of ['coming_soon', 'sold']) {
      const view = carMediaView(car({ status, image_urls: photos(8), image_thumb_urls: thumbs(8) }), spinner)
      expect(view.thumbnailStrip).toBe(false)
      expect(view.images).toHaveLength(8)
    }
  })

  it('shows the primary photo when the feed lists no photos but names one', () => {
    const view = carMediaView(
      car({ image_urls: [], image_thumb_urls: [], primary_image_url: '/p.jpg' }),
      spinner,
    )
    expect(view.images).toEqual([{ url: '/p.jpg', thumbUrl: '/p.jpg' }])
    expect(view.placeholder).toBeNull()
  })
})

describe("carMediaView: the 'new arrival' placeholder", () => {
  const noPhotos = car({ image_urls: [], image_thumb_urls: [], primary_image_url: null })

  it('stands in for a car with no photo', () => {
    const view = carMediaView(noPhotos, spinner)
    expect(view.images).toEqual([])
    expect(view.thumbnailStrip).toBe(false)
    expect(view.placeholder).toEqual({ requestPhotosHref: null })
  })

  it('links to the Request Photos enquiry for this car when the dealer offers it', () => {
    const view = carMediaView(noPhotos, { spinDefaultMode: 'spinner', requestPhotos: true })
    expect(view.placeholder).toEqual({ requestPhotosHref: '/enquire?car_id=4000123&type=request-photos' })
  })

  it('is not shown for a car with photos', () => {
    expect(carMediaView(car(), { spinDefaultMode: 'spinner', requestPhotos: true }).placeholder).toBeNull()
  })
})

describe('carMediaView: the spin view', () => {
  const hotspot = (title: string, image_index: number) => ({
    x: 40,
    y: 60,
    title,
    description: `${title} description`,
    image_index,
  })
  const spinCar = car({
    spin_images: frames(24),
    spin_interior_image: '/spin/interior.jpg',
    spin_code: 'FCJW4CUGLG',
    hotspots: {
      exterior: [hotspot('LED headlights', 0), hotspot('Tail lights', 19), hotspot('Beyond the frames', 24)],
      interior: [hotspot('Touchscreen', 0)],
    },
  })

  it('is absent for a car with neither spin frames nor an interior image', () => {
    expect(carMediaView(car(), spinner).spin).toBeNull()
  })

  it('offers Spin, Images and Interior, starting where the dealer says', () => {
    const view = carMediaView(spinCar, spinner)
    expect(view.spin).toMatchObject({
      frames: frames(24),
      interiorImage: '/spin/interior.jpg',
      modes: ['spinner', 'gallery', 'interior'],
      initialMode: 'spinner',
      spinCode: 'FCJW4CUGLG',
    })
    expect(
      carMediaView(spinCar, { spinDefaultMode: 'gallery', requestPhotos: false }).spin?.initialMode,
    ).toBe('gallery')
  })

  it("links 'View in 3D' to the dealer's viewer with the car's spin_code, spin frames or not", () => {
    const viewer = { ...spinner, spinViewerUrl: 'https://viewer.example/v/{code}' }
    expect(carMediaView(spinCar, viewer).viewer3dHref).toBe('https://viewer.example/v/FCJW4CUGLG')
    expect(carMediaView(car({ spin_code: 'FC12345678' }), viewer).viewer3dHref).toBe(
      'https://viewer.example/v/FC12345678',
    )
    expect(carMediaView(car(), viewer).viewer3dHref).toBeNull()
    expect(carMediaView(spinCar, spinner).viewer3dHref).toBeNull()
  })

  it("keys exterior hotspots to their frame and drops any beyond the car's frames", () => {
    const view = carMediaView(spinCar, spinner)
    expect(view.spin?.hotspots).toEqual({
      exterior: [
        { x: 40, y: 60, title: 'LED headlights', description: 'LED headlights description', frame: 0 },
        { x: 40, y: 60, title: 'Tail lights', description: 'Tail lights description', frame: 19 },
      ],
      interior: [{ x: 40, y: 60, title: 'Touchscreen', description: 'Touchscreen description' }],
    })
  })

  it('offers only the modes the car has pictures for', () => {
    const interiorOnly = carMediaView(car({ spin_interior_image: '/spin/interior.jpg' }), spinner).spin
    expect(interiorOnly).toMatchObject({ frames: [], modes: ['gallery', 'interior'], initialMode: 'gallery' })
    const framesOnly = carMediaView(car({ spin_images: frames(2) }), spinner).spin
    expect(framesOnly).toMatchObject({ modes: ['spinner', 'gallery'], interiorImage: null })
  })

  it('keeps no interior hotspots without an interior image to put them on', () => {
    const view = carMediaView(car({ spin_images: frames(2), hotspots: spinCar.hotspots }), spinner)
    expect(view.spin?.hotspots.interior).toEqual([])
  })
})

describe('carVideoView', () => {
  const video = (video_url: string | null, external_video_url: string | null = null) =>
    carVideoView({ video_url, external_video_url })

  it('is null for a car without a video', () => {
    expect(video(null, null)).toBeNull()
    expect(video('', '')).toBeNull()
  })

  it("plays the car's own video file", () => {
    expect(video('https://cdn.example/car.mp4')).toEqual({ kind: 'file', src: 'https://cdn.example/car.mp4' })
    expect(video('/media/car.mp4', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({
      kind: 'file',
      src: '/media/car.mp4',
    })
  })

  it('refuses a video address that could run script', () => {
    expect(video('javascript:alert(1)')).toBeNull()
  })

  it('embeds a YouTube watch address from youtube-nocookie.com, loaded only on play', () => {
    expect(video(null, 'https://www.youtube.com/watch?v=gvlcPFOcYb1')).toEqual({
      kind: 'embed',
      provider: 'youtube',
      watchUrl: 'https://www.youtube.com/watch?v=gvlcPFOcYb1',
      embedUrl: 'https://www.youtube-nocookie.com/embed/gvlcPFOcYb1?autoplay=1&rel=0',
    })
  })

  it('reads the other YouTube address forms', () => {
    for (const address of [
      'https://youtu.be/dQw4w9WgXcQ?t=10',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ&feature=share',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://youtube.com/shorts/dQw4w9WgXcQ',
    ]) {
      expect(video(null, address)).toMatchObject({ watchUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })
    }
  })

  it('embeds a Vimeo video without tracking', () => {
    for (const address of ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871']) {
      expect(video(null, address)).toEqual({
        kind: 'embed',
        provider: 'vimeo',
        watchUrl: 'https://vimeo.com/76979871',
        embedUrl: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
      })
    }
  })

  it('embeds a YouTube address given as the video file', () => {
    expect(video('https://youtu.be/dQw4w9WgXcQ')).toMatchObject({ kind: 'embed', provider: 'youtube' })
  })

  it('ignores other sites and malformed video ids', () => {
    for (const address of [
      'https://example.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/channel/UC123',
      'https://vimeo.com/channels/staffpicks',
      'not a url',
      'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
    ]) {
      expect(video(null, address)).toBeNull()
    }
  })
})
