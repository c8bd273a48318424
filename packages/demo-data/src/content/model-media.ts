import { vehicleColours } from '../media/vehicle-media.ts'
import { renderVehicleSvg } from '../media/vehicle-svg.ts'
import { HEIGHT, WIDTH } from '../media/vehicle-view.ts'
import type { MediaFile } from './media-files.ts'
import type { DemoModel, DemoModelFeature } from './models.ts'
import { escapeXml } from './svg.ts'

type ModelAngle = DemoModelFeature['view'] | 'front-three-quarter'

/** The model's vehicle illustration from one angle, titled with the model's name. */
function modelPicture(model: DemoModel, angle: ModelAngle): MediaFile {
  const { body, colour } = model.photo
  const title = `${model.manufacturer} ${model.name}`
  const drawing = renderVehicleSvg({ body, colour: vehicleColours[colour], angle })
  return {
    path: `models/${model.slug}-${angle}.svg`,
    width: WIDTH,
    height: HEIGHT,
    svg: [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(title)}">`,
      `<title>${escapeXml(title)}</title>`,
      drawing,
      '</svg>',
      '',
    ].join('\n'),
  }
}

export const modelImageFile = (model: DemoModel) => modelPicture(model, 'front-three-quarter')

export const modelFeatureImageFile = (model: DemoModel, feature: DemoModelFeature) =>
  modelPicture(model, feature.view)

/** Every model and feature picture of the given models, each file once (features may share a view). */
export function modelMediaFiles(models: readonly DemoModel[]): MediaFile[] {
  const files = models.flatMap((model) => [
    modelImageFile(model),
    ...model.features.map((feature) => modelFeatureImageFile(model, feature)),
  ])
  return [...new Map(files.map((file) => [file.path, file])).values()]
}
