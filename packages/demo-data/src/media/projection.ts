export interface View {
  yaw: number
  pitch: number
  scale: number
  /** Screen position of the model's ground centre. */
  originX: number
  originY: number
  /** Half the model length: x is measured from the model's middle. */
  centreX: number
}

export interface ScreenPoint {
  x: number
  y: number
  /** Larger is nearer the viewer. */
  depth: number
}

/**
 * Orthographic projection: the model turns by `yaw` about the vertical axis (0 shows its +z side with the
 * front to the right; positive yaw brings the front towards the viewer), then the camera looks down by
 * `pitch`.
 */
export function project(view: View, x: number, y: number, z: number): ScreenPoint {
  const cx = x - view.centreX
  const cosYaw = Math.cos(view.yaw)
  const sinYaw = Math.sin(view.yaw)
  const across = cx * cosYaw - z * sinYaw
  const towards = cx * sinYaw + z * cosYaw
  const up = y * Math.cos(view.pitch) - towards * Math.sin(view.pitch)
  return {
    x: view.originX + across * view.scale,
    y: view.originY - up * view.scale,
    depth: towards * Math.cos(view.pitch) + y * Math.sin(view.pitch),
  }
}

/** Whether a face with this outward normal faces the viewer. */
export function facesViewer(view: View, nx: number, ny: number, nz: number): boolean {
  const towards = nx * Math.sin(view.yaw) + nz * Math.cos(view.yaw)
  return towards * Math.cos(view.pitch) + ny * Math.sin(view.pitch) > 1e-6
}
